import { isPublicAddress } from '../adapters/outbound/guarded-http.js';

/**
 * Whether a host name can be reached from the internet, as far as its name tells: loopback and
 * private addresses, `localhost` and names without a public suffix cannot.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^[\d.]+$/.test(host) || host.includes(':')) return isPublicAddress(host);
  return (
    host.includes('.') && !/(^|\.)(localhost|local|internal|lan|home\.arpa|test|example|invalid)$/.test(host)
  );
}
