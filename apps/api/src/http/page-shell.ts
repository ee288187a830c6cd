// The web app's index.html (GET / and every client route): compressed once per build, not per request.
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, Compressed, matchesEtag } from './encoding.ts';

export type PageShell = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Serves `indexPath`, re-read (and re-compressed) only when a rebuild changes it, so no restart is needed. */
export function pageShell(indexPath: string): PageShell {
  let current = { mtimeMs: -1, answer: new Compressed(Buffer.alloc(0)) };
  return async (request, reply) => {
    const { mtimeMs } = fs.statSync(indexPath);
    // a small page still gains from compression here, since it is done once
    if (mtimeMs !== current.mtimeMs) current = { mtimeMs, answer: new Compressed(fs.readFileSync(indexPath), 0) };
    const { answer } = current;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', answer.etag);
    addVary(reply, 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    const { encoding, bytes } = await answer.forClient(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(bytes);
  };
}
