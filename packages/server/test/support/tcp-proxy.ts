import net from 'node:net';

/**
 * A TCP relay to `target` on a port of its own, that a test can take away (every connection
 * dropped, new ones refused), stall (connections stay open and nothing gets through) and bring back
 * on the same port: a server going away or hanging, without touching the real one.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let server: net.Server | undefined;
  let port = 0;
  let stalled = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        if (stalled) client.pause();
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          pairs.delete(pair);
        };
        for (const socket of pair) {
          socket.on('error', drop);
          socket.on('close', drop);
        }
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const away = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      if (s) s.close(() => resolve());
      else resolve();
    });

  await listen();
  return {
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    /** Drops every connection and refuses new ones. */
    away,
    /** Listens again on the same port. */
    back: listen,
    /** Keeps connections open but lets nothing through, until `unstall`. */
    stall() {
      stalled = true;
      for (const [client] of pairs) client.pause();
    },
    unstall() {
      stalled = false;
      for (const [client] of pairs) client.resume();
    },
    close: away,
  };
}
