import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { forwardTo } from './http-forwarding.js';
import { freePort } from './live-service.js';

/** A reverse proxy in front of the service, as deployments put one. */
export interface ReverseProxy {
  /** Where clients connect: the proxy, on the loopback. */
  readonly url: string;
  /** `caddy` (Debian's package, with the repository's Caddyfile) or the stand-in. */
  readonly kind: 'caddy' | 'stand-in';
  close(): Promise<void>;
}

/** The proxy of compose.yaml. */
const CADDYFILE = fileURLToPath(new URL('../../../../deploy/Caddyfile', import.meta.url));

/** Connection-level headers a proxy does not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The shipped proxy in front of `upstream`: Caddy itself, run with the repository's Caddyfile, when
 * `caddy` is installed (`apt-get install caddy`); else a stand-in that forwards as Caddy's
 * `reverse_proxy` does — the Host kept, `X-Forwarded-For` set to the address the client connected
 * from (replacing whatever the client sent: Caddy believes no client's own), `X-Forwarded-Proto`
 * and `X-Forwarded-Host` set — so the service sees every client arrive from the proxy's address.
 */
export async function startReverseProxy(upstream: string): Promise<ReverseProxy> {
  return (await startCaddy(upstream)) ?? startStandIn(upstream);
}

async function startCaddy(upstream: string): Promise<ReverseProxy | undefined> {
  const port = await freePort();
  const adminPort = await freePort();
  const child = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: process.env.HOME ?? '/tmp',
      XDG_DATA_HOME: '/tmp/contentforge-test-caddy',
      XDG_CONFIG_HOME: '/tmp/contentforge-test-caddy',
      // http:// keeps Caddy from serving HTTPS on an IP address.
      CONTENTFORGE_PROXY_LISTEN: `http://127.0.0.1:${port}`,
      CONTENTFORGE_PROXY_ADMIN: `127.0.0.1:${adminPort}`,
      CONTENTFORGE_PROXY_HEALTH_TIMEOUT: '15s',
      CONTENTFORGE_UPSTREAMS: new URL(upstream).host,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const started = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false)); // not installed
    child.once('exit', () => resolve(false));
    const poll = async () => {
      for (let i = 0; i < 100 && child.exitCode === null; i++) {
        // Up once it answers and has found the service healthy (/readyz).
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return resolve(true);
        await new Promise((r) => setTimeout(r, 100));
      }
      resolve(false);
    };
    child.once('spawn', poll);
  });
  if (!started) {
    child.kill('SIGKILL');
    if (log) throw new Error(`caddy did not start:\n${log}`);
    return undefined;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    kind: 'caddy',
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startStandIn(upstream: string): Promise<ReverseProxy> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
    }
    headers['x-forwarded-for'] = req.socket.remoteAddress;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host;
    forwardTo(target, req, res, headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    kind: 'stand-in',
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
