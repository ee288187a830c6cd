// What a request needs, decided in one place from the endpoint row its route serves (FastifyContextConfig.access).
import { isSharedRead, type Access } from '@raahi/contract/rules/access';
import type { FastifyRequest } from 'fastify';

/** A GET of a row anyone may call with the same answer for all: see isPublicRead. */
export const isPublicReadRow = (row: { method: string; access: Access }): boolean => isSharedRead(row);

/**
 * A public read: a GET (or HEAD) of a row anyone may call. It needs no session (the answer is the same for
 * everyone, which is also what lets it be cached), no CSRF check (it changes nothing) and no per-account limit.
 */
export function isPublicRead(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  return access !== undefined && isPublicReadRow({ method: request.method === 'HEAD' ? 'GET' : request.method, access });
}

/** A call of the API's table (not a static file, a picture, the page shell or a health check). */
export function isApiCall(request: FastifyRequest): boolean {
  return request.routeOptions.config?.access !== undefined;
}

/** Only API calls that are not public reads look up who is signed in. */
export const needsSession = (request: FastifyRequest): boolean => isApiCall(request) && !isPublicRead(request);
