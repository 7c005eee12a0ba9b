import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findFile } from '../../../domain/media/library.js';
import { sendProblem } from '../../plugins/problem-errors.js';
import type { RouteDeps } from '../../route-deps.js';

const YEAR = 365 * 24 * 60 * 60;

/**
 * `GET /files/{workspaceId}/{mediaId}.{ext}` and `…/thumbnails/{mediaId}.webp`: the stable, public
 * URLs of media items (the id is unguessable). Files never change under a URL, so they are cached
 * for a year; a deleted item's URLs answer 404.
 */
export async function fileRoutes(app: FastifyInstance, { media }: Pick<RouteDeps, 'media'>): Promise<void> {
  const serve = async (request: FastifyRequest, reply: FastifyReply, thumbnail: boolean) => {
    const { workspaceId, file } = request.params as { workspaceId: string; file: string };
    const found = await findFile(media, workspaceId, file, thumbnail);
    if (!found)
      return sendProblem(reply, request, {
        code: 'not_found',
        status: 404,
        detail: 'There is no such file.',
      });
    const { item, key } = found;
    const etag = thumbnail ? `"${item.sha256.slice(0, 32)}-t"` : `"${item.sha256.slice(0, 32)}"`;
    reply
      .header('Cache-Control', `public, max-age=${YEAR}, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('ETag', etag)
      .header('Access-Control-Allow-Origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const stat = await media.blobs.stat(key);
    if (!stat)
      return sendProblem(reply, request, {
        code: 'not_found',
        status: 404,
        detail: 'There is no such file.',
      });
    return reply
      .type(thumbnail ? 'image/webp' : item.mimeType)
      .header('Content-Length', stat.size)
      .send(await media.blobs.read(key));
  };
  app.get('/files/:workspaceId/:file', { schema: { hide: true } }, (request, reply) =>
    serve(request, reply, false),
  );
  app.get('/files/:workspaceId/thumbnails/:file', { schema: { hide: true } }, (request, reply) =>
    serve(request, reply, true),
  );
}
