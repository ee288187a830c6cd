// GET /uploads/<name>: one stored picture, by its name, from the configured storage. Nothing lists the
// folder or the bucket; a name is never reused for other content, so the ETag comes from the name alone
// and a revalidation (If-None-Match) is answered 304 without reading storage. The pictures asked for
// most are answered from memory (hot-pictures.ts).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isStorableName } from '../../storage/storage.ts';
import { HotPictures } from './hot-pictures.ts';
import { makeMissingShareImage } from './images.ts';

export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const etagOf = (name: string) => `"${createHash('sha256').update(name).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds this tag (strong or weak, alone or in a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found.', code: 'not_found' });

export function registerPictureServing(app: FastifyInstance) {
  const pictures = new HotPictures(app.storage);
  // pictures never count against the API's rate limit (a page shows dozens of them), and are compressed already
  app.get<{ Params: { name: string } }>('/uploads/:name', { config: { rateLimit: false }, compress: false }, async (request, reply) => {
    const { name } = request.params;
    if (!isStorableName(name)) return notFound(reply);
    const etag = etagOf(name);
    const cacheHeaders = {
      etag,
      'cache-control': PICTURE_CACHE_CONTROL,
      // pictures are public: a page or app on another origin may show them (issue 10)
      'cross-origin-resource-policy': 'cross-origin',
    };
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).headers(cacheHeaders).send();
    // a share picture (-og.jpg) of a picture stored before they existed is made on its first request
    const picture = (await pictures.get(name)) ?? ((await makeMissingShareImage(app.storage, name)) && (await pictures.get(name)));
    if (!picture) return notFound(reply);
    reply.headers(cacheHeaders).type(picture.contentType);
    if ('bytes' in picture) return reply.send(picture.bytes);
    return reply.header('content-length', picture.size).send(picture.stream);
  });
}
