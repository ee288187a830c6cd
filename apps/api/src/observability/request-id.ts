// Every request has an id: in every log line written while it is handled (Fastify's request logger adds
// `reqId`), and in the X-Request-Id response header, so a user's report or a proxy's log finds those lines.
// An id set by a trusted proxy (HAProxy's unique-id) is kept, so its log and ours agree; otherwise a new one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{8,80}$/;

export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  };
}

export function sendRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
