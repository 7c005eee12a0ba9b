import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

/**
 * Sends a request a test server received on to `target` with `headers`, as proxies do, and hands
 * the answer to `answered` — by default passed back as it came. A target that cannot be reached
 * is a 502.
 */
export function forwardTo(
  target: URL,
  req: IncomingMessage,
  res: ServerResponse,
  headers: IncomingHttpHeaders,
  answered: (answer: IncomingMessage) => void = (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  },
): void {
  const forwarded = httpRequest(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
    answered,
  );
  forwarded.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(forwarded);
}
