import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const GENERIC = 'Something went wrong on our side. Please try again.';

/** One shape for every error: { message, code, fields? }; internals never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `Please check ${first[0] === 'body' ? 'the request' : first[0]}: ${first[1]}` : 'Invalid input.';
      return reply.status(400).send({ message, code: 'invalid_input', fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'That is too large.', code: 'too_large' });
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Send JSON (or a multipart form for uploads).', code: 'unsupported_media_type' });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code?.startsWith('FST_ERR_CTP') || error.code?.startsWith('FST_')
          ? 'The request body could not be read.'
          : 'Invalid request.';
      return reply.status(status).send({ message, code: 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: GENERIC, code: 'internal' });
  });
}
