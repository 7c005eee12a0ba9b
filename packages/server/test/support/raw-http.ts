import net from 'node:net';

/** What a server answered on a raw connection before it closed it. */
export interface RawAnswer {
  /** 0 when nothing was answered. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  /** Sends more bytes on the connection (ignored once it is closed). */
  send(bytes: string | Buffer): void;
  /** Closes the connection from the client's side. */
  destroy(): void;
  readonly closed: boolean;
  /** Resolves when the connection is closed, by the server unless `destroy` was called. */
  answer: Promise<RawAnswer>;
}

/**
 * One HTTP/1.1 exchange written byte by byte on a plain TCP connection, for what a well-behaved
 * client cannot do: stall mid-body, send malformed heads, keep sending after an answer. `head` is
 * the request line and headers without the blank line that ends them.
 */
export function rawExchange(origin: string, head: string, body?: string | Buffer): RawExchange {
  const { hostname, port } = new URL(origin);
  const socket = net.connect({ host: hostname, port: Number(port) });
  const received: Buffer[] = [];
  let closed = false;
  socket.on('data', (chunk) => received.push(chunk));
  // A server that answers early and closes may reset the connection under a client still writing.
  socket.on('error', () => {});
  const answer = new Promise<RawAnswer>((resolve) => {
    socket.on('close', () => {
      closed = true;
      resolve(parseAnswer(Buffer.concat(received).toString('latin1')));
    });
  });
  socket.write(`${head}\r\n\r\n`);
  if (body !== undefined) socket.write(body);
  return {
    send: (bytes) => {
      if (!closed) socket.write(bytes);
    },
    destroy: () => socket.destroy(),
    get closed() {
      return closed;
    },
    answer,
  };
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/1.1 ') || end < 0) return { status: 0, headers: {}, body: text };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/** Polls `condition` every 20 ms; rejects with `what` when it does not hold within `ms`. */
export async function waitFor(what: string, condition: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
