import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isRoomsSoldOut } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { answerIn } from '../http/refusal-words.ts';

const GENERIC = 'Something went wrong on our side. Please try again.';
/** how long a client is asked to wait when the database is at its connection limit, or away */
const BUSY_RETRY_SECONDS = 5;

/** One shape for every error: { message, code, fields? }; internals never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // in the caller's language (decision 0057)
    const say = <T extends { message: string; fields?: Record<string, string> }>(answer: T) => answerIn(requestLanguage(request), answer);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(say({ ...error.extra, message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `Please check ${first[0] === 'body' ? 'the request' : first[0]}: ${first[1]}` : 'Invalid input.';
      return reply.status(400).send(say({ message, code: 'invalid_input', fields }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(say({ message: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' }));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(say({ message: 'That is too large.', code: 'too_large' }));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(say({ message: 'Send JSON (or a multipart form for uploads).', code: 'unsupported_media_type' }));
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code?.startsWith('FST_ERR_CTP') || error.code?.startsWith('FST_')
          ? 'The request body could not be read.'
          : 'Invalid request.';
      return reply.status(status).send(say({ message, code: 'bad_request' }));
    }
    // the database's own capacity check: another booking took the last room first
    if (isRoomsSoldOut(error)) return reply.status(409).send(say({ message: 'No rooms left for these dates.', code: 'sold_out' }));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'no database connection for this request');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_SECONDS))
        .send(say({ message: 'We are very busy right now. Please try again in a few seconds.', code: 'busy' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(say({ message: GENERIC, code: 'internal' }));
  });
}

/**
 * Errors Fastify raises before a route runs (a malformed or badly percent-encoded URL, an over-long path
 * parameter) answer in the same shape, without echoing the URL back.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: 'That address is too long.', code: 'uri_too_long' });
  if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ message: 'That address is not valid.', code: 'bad_url' });
  return reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .send({ message: 'Invalid request.', code: 'bad_request' });
}

const CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.', code: 'request_timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.', code: 'headers_too_large' },
};

/**
 * A request Node's HTTP parser cannot read at all (an unknown method, a broken request line or header):
 * answered in the project's shape before the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message, code } = CLIENT_ERRORS[err.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read.',
    code: 'bad_request',
  };
  const body = JSON.stringify({ message, code });
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
