import type { FastifyInstance } from 'fastify';

/** Hosts remembered: past this many, a client sending made-up Host headers is not worth more lines. */
const MAX_HOSTS = 64;

/** Load-balancer and container probes call the process at its own address: they are no clients. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The links the service hands out — media files, upload addresses, the purchase page — are built
 * from PUBLIC_URL. A browser that opened the service at another address (the machine's IP rather
 * than localhost) cannot reach them: images show broken and uploads fail. The first request that
 * arrives for each other host is logged as a warning that names PUBLIC_URL; later ones are not.
 */
export function warnOnOtherHosts(app: FastifyInstance, publicUrl: string): void {
  const own = new URL(publicUrl);
  const warned = new Set<string>();
  // The Host header of the last request and its normal form: parsing a URL on every request cost
  // more than the rest of this check, and a server's requests nearly all name the same host.
  let lastRaw: string | undefined;
  let lastHost: string | undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.host;
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastHost = normalHost(own.protocol, raw);
    }
    const host = lastHost;
    if (host && host !== own.host && !warned.has(host) && warned.size < MAX_HOSTS) {
      if (!PROBES.has(request.url.split('?')[0]!)) {
        warned.add(host);
        request.log.warn(
          { host, publicUrl },
          `A request arrived for ${host}, but PUBLIC_URL is ${publicUrl}: the image, upload and purchase links the service hands out point there, so a client that uses ${host} may not reach them. Set PUBLIC_URL to the address people open (this is logged once per host).`,
        );
      }
    }
    done();
  });
}

/** The Host header as a URL writes it (lower case, no default port), or undefined when it is not one. */
function normalHost(protocol: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}
