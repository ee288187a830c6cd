// The API's routes come from the contract's endpoint table: a module pairs each row with a handler
// (`route(row, handler)`) and the app registers them here, with the row's schemas for validation,
// serialisation and documentation, and its access rule evaluated before the handler runs.
import type { BodyOut, EndpointDef, HeadersOut, Item, ParamsOut, QueryOut } from '@raahi/contract/endpoint';
import { TOTAL_COUNT_HEADER } from '@raahi/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../modules/auth/index.ts';
import { checkRole, loadSubject, type BookingSubject, type ListingSubject, type Subject } from './authorize.ts';
import { declaredNames, tolerantQuery } from './tolerant-query.ts';
import { nightsRead, type CatalogueCache } from './catalogue-cache.ts';
import { scopesChangedBy, type Change, type ChangeFeed } from './catalogue-changes.ts';
import { isPublicReadRow } from './request-kind.ts';
import { auditKindOf } from '@raahi/contract/rules/audit';
import { callerOf } from '@raahi/contract/rules/access';
import { noteChangesOf, notesFor, recordTheRest } from '../db/change-notes.ts';
import { auditTrailOf } from './audit-hook.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the access rule of the endpoint this route serves; every /api route has one */
    access?: EndpointDef['access'];
  }
}

type Actor<E extends EndpointDef> = E['access'] extends { who: 'anyone' } ? SessionUser | null : SessionUser;
type SubjectOf<E extends EndpointDef> = E['access'] extends { of: { booking: string } }
  ? BookingSubject
  : E['access'] extends { of: { listing: string } }
    ? ListingSubject
    : undefined;

/** What a handler gets: the validated inputs, the signed-in caller, and the object the access rule loaded. */
export type Ctx<E extends EndpointDef> = {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  headers: HeadersOut<E>;
  actor: Actor<E>;
  subject: SubjectOf<E>;
  db: Db;
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * Says, narrower than the row's scopes (catalogue-changes.ts scopesChangedBy), what this call changed:
   * a new hotel booking changes only its nights, a replayed create nothing.
   */
  changed(changes: Change[]): void;
};

/** A list handler answers one page and the total; the total travels in X-Total-Count. */
export type Page<T> = { items: T[]; total: number };
export type Result<E extends EndpointDef> =
  (E['list'] extends true ? Page<Item<E>> : Item<E>) | (E['file'] extends true ? FileAnswer : never);

/** A file a row with `file` answers instead of JSON: sent as a download. */
export class FileAnswer {
  constructor(
    readonly body: string | Uint8Array,
    readonly type: 'text/csv; charset=utf-8' | 'application/pdf',
    readonly filename: string,
    /** `attachment`: saved by the browser; `inline`: shown (a voucher to print) */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}
}

export type Route = { endpoint: EndpointDef; handler: (ctx: Ctx<EndpointDef>) => Promise<unknown> };

export function route<const E extends EndpointDef>(endpoint: E, handler: (ctx: Ctx<E>) => Promise<Result<E>>): Route {
  return { endpoint, handler: handler as unknown as Route['handler'] };
}

declare module 'fastify' {
  interface FastifyRequest {
    subject: Subject;
  }
  interface FastifyInstance {
    /** public answers kept until the catalogue changes, and the feed that says when it does (decision 0015) */
    catalogue: { cache: CatalogueCache; feed: ChangeFeed };
  }
}

/** what the cache looked like when a public read began (an answer older than a change is not kept) */
const readStarted = new WeakMap<FastifyRequest, ReturnType<CatalogueCache['snapshot']>>();

export function registerRoutes(app: FastifyInstance, routes: Route[]) {
  // each module registers its own routes
  if (!app.hasRequestDecorator('subject')) app.decorateRequest('subject', undefined);
  for (const { endpoint: e, handler } of routes) {
    const ok = e.status ?? 200;
    const answer = e.list ? z.array(e.response) : e.response;
    const publicRead = isPublicReadRow(e);
    const changes = scopesChangedBy(e);
    const queryNames = declaredNames(e.query);
    for (const url of [e.path, ...(e.aliases ?? [])])
      app.route({
        method: e.method,
        url,
        schema: {
          summary: e.summary,
          ...(e.params && { params: e.params }),
          ...(e.query && { querystring: e.query }),
          ...(e.body && { body: e.body }),
          ...(e.headers && { headers: e.headers }),
          // a create call answers 201, or 200 when an Idempotency-Key replays an earlier one (a file is sent as it is)
          response: { 200: answer, [ok]: answer },
        },
        config: { access: e.access, ...(e.multipart && { multipart: e.multipart }) },
        onRequest: async (_request, reply) => {
          const cacheControl = cacheControlFor(e);
          if (cacheControl) reply.header('cache-control', cacheControl);
        },
        // who may call it at all is settled before the input is read
        preValidation: async (request, reply) => {
          checkRole(request, e.access);
          if (e.query) request.query = tolerantQuery(request.query as Record<string, unknown>, queryNames);
          if (!publicRead || request.method !== 'GET') return;
          const { cache } = app.catalogue;
          if (await cache.serve(request, reply)) return reply;
          const snapshot = cache.snapshot();
          if (!(await cache.coalesce(request, reply))) return reply;
          readStarted.set(request, snapshot);
        },
        // public answers are compressed once, by the cache, rather than on every request
        ...(publicRead && {
          compress: false as const,
          onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            const before = readStarted.get(request);
            if (!before || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
            const nights = nightsRead(e, request.query);
            return (await app.catalogue.cache.store(request, reply, payload, before, { nights })) ?? '';
          },
        }),
        preHandler: async (request) => {
          request.subject = await loadSubject(app, request, e.access);
        },
        handler: async (request, reply) => {
          reply.status(ok);
          let changed: Change[] = changes;
          // staff's and providers' changes, and their reads of others' personal data, go on the audit trail
          const audited = auditKindOf(e, request.user);
          // each transaction of the call writes its own changes' record before it commits (change-notes.ts)
          const notes = audited && notesFor((db, made) => auditTrailOf(app)(db, e, audited, request, reply.statusCode, made));
          const run = () =>
            handler({
              params: request.params as never,
              query: request.query as never,
              body: request.body as never,
              headers: request.headers as never,
              // a session limited to one booking is no one on a call anyone may make (rules/access.ts)
              actor: (e.access.who === 'anyone' ? callerOf(request.user) : request.user) as never,
              subject: request.subject as never,
              db: app.db,
              app,
              request,
              reply,
              changed: (narrower) => void (changed = narrower),
            });
          const result = notes ? await noteChangesOf(notes, run) : await run();
          if (notes) await recordTheRest(app.db, notes);
          // before the client hears of it, so its next request (here or in another process) sees the change
          if (changed.length) await app.catalogue.feed.publish(changed);
          if (result instanceof FileAnswer) {
            reply.type(result.type).header('content-disposition', `${result.disposition}; filename="${result.filename}"`);
            return result.body;
          }
          if (!e.list) return result;
          const page = result as Page<unknown>;
          reply.header(TOTAL_COUNT_HEADER, String(page.total));
          return page.items;
        },
      });
  }
}

/**
 * An answer about the caller (anything a row that needs a sign-in returns) and the answer to an action is
 * never stored by a browser or a shared cache: it may hold personal data, and it is only true for this caller.
 */
export function cacheControlFor(e: EndpointDef): string | undefined {
  return isPublicReadRow(e) ? undefined : 'no-store';
}

/**
 * Refuses to start when an /api route has no access rule (one registered by hand, outside the table), or
 * when a row of the table has no route. `exempt` lists the few paths that are not API calls (the docs).
 */
export function guardRouteTable(app: FastifyInstance, table: readonly EndpointDef[], exempt: (url: string) => boolean) {
  const served = new Set<string>();
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || exempt(r.url)) return;
    if (!r.config?.access)
      throw new Error(`${[r.method].flat().join(',')} ${r.url} has no access rule: declare it in the contract's endpoint table.`);
    for (const m of [r.method].flat()) served.add(`${m} ${r.url}`);
  });
  app.addHook('onReady', async () => {
    const missing = table.filter((e) => !served.has(`${e.method} ${e.path}`));
    if (missing.length) throw new Error(`Endpoints without a route: ${missing.map((e) => `${e.method} ${e.path}`).join(', ')}`);
  });
}
