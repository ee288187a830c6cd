// Public pages rendered on the server (decision 0026): the web app's server build (apps/web/dist-server,
// made by `npm run build`) renders the page from this process's own routes, called in process. Pages of
// the back-office, the account and the sign-in flow, and every page when the server build is missing, get
// the plain shell and render in the browser.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionToken } from '../plugins/auth.ts';
import { setAnswerHeaders, stayNights } from './catalogue-cache.ts';
import { COMPRESS_FROM_BYTES, compress, preferredEncoding } from './encoding.ts';
import type { PageShell } from './page-shell.ts';
import { HOME_VARY } from './language.ts';

/** What apps/web/src/entry-server.tsx exports (the API does not import the web app's types). */
type ServerEntry = {
  setApiFetch: (fn: (url: string, init: RequestInit) => Promise<Response>) => void;
  render: (
    request: Request,
    opts: { origin: string; template: string; manifest?: Record<string, { file: string; imports?: string[] }>; timeoutMs?: number },
  ) => Promise<{ status: number; html: string } | { redirect: Response }>;
};

/** Paths that stay client-rendered: personal (signed-in, payments), the sign-in flow, the back-office. */
const SHELL_ONLY =
  /^(?:\/hi)?\/(?:admin|user|account|bookings|payment|pay|login|forgot-password|reset-password|verify-email|undo-email-change)(?:\/|$)/;

/** A CDN may keep an anonymous page a minute and serve it stale while it asks again; a browser always asks. */
export const ANONYMOUS_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A visitor with a session gets the same anonymous HTML, but nothing on the way may keep it. */
export const SIGNED_IN_PAGE_CACHE = 'private, no-store';

/** The address a render's in-process calls come from: the visitor's, so they count against its rate limit as the browser's would. */
const caller = new AsyncLocalStorage<{ ip: string }>();

let loads = 0;

/**
 * Answers a page: server-rendered when it is public and the server build is there, else `shell`.
 * The build is re-imported when a rebuild changes it, so no restart is needed.
 */
export function pageRender(app: FastifyInstance, { dist, serverEntry, shell }: { dist: string; serverEntry: string; shell: PageShell }) {
  const template = path.join(dist, 'index.html');
  let current: { mtimeMs: number; entry: Promise<ServerEntry> } | undefined;
  let page: { mtimeMs: number; html: string } | undefined;
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  let manifest: { mtimeMs: number; json: Record<string, { file: string; imports?: string[] }> | undefined } | undefined;
  // one module instance per app: its fetch seam points at this app (tests run several in one process)
  const instance = ++loads;

  const entryOf = (): Promise<ServerEntry> | undefined => {
    const mtimeMs = fs.statSync(serverEntry, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (current?.mtimeMs !== mtimeMs) {
      const entry = import(`${pathToFileURL(serverEntry).href}?v=${mtimeMs}-${instance}`).then((m: ServerEntry) => {
        m.setApiFetch(injectFetch(app));
        return m;
      });
      current = { mtimeMs, entry };
    }
    return current.entry;
  };
  const templateHtml = () => {
    const { mtimeMs } = fs.statSync(template);
    if (page?.mtimeMs !== mtimeMs) page = { mtimeMs, html: fs.readFileSync(template, 'utf8') };
    return page.html;
  };

  const manifestJson = () => {
    const mtimeMs = fs.statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (manifest?.mtimeMs !== mtimeMs)
      manifest = { mtimeMs, json: mtimeMs < 0 ? undefined : JSON.parse(fs.readFileSync(manifestFile, 'utf8')) };
    return manifest.json;
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = request.url.split('?')[0]!;
    const loading = SHELL_ONLY.test(pathname) ? undefined : entryOf();
    if (!loading) return shell(request, reply);
    const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const signedIn = sessionToken(request, app.config.production ?? false) !== undefined;
    const headers = {
      vary: pathname === '/' ? HOME_VARY : 'cookie, accept-encoding',
      'cache-control': signedIn ? SIGNED_IN_PAGE_CACHE : ANONYMOUS_PAGE_CACHE,
    };
    // Every render is anonymous, so one kept copy serves everyone; it is as fresh as the catalogue answers
    // it was made of (decision 0026). A rebuild of the web app starts new copies.
    const { cache } = app.catalogue;
    const key = `page ${current?.mtimeMs} ${origin}${request.url}`;
    if (await cache.serve(request, reply, key, headers)) return reply;
    const before = cache.snapshot();
    let result: Awaited<ReturnType<ServerEntry['render']>>;
    try {
      const entry = await loading;
      // Always anonymous: no cookie or other header of the visitor's reaches the render.
      const pageRequest = new Request(new URL(request.url, origin), { headers: { accept: 'text/html' } });
      const started = performance.now();
      result = await caller.run({ ip: request.ip }, () =>
        entry.render(pageRequest, { origin, template: templateHtml(), manifest: manifestJson() }),
      );
      // the render's own time (loaders and React), for the benchmark and a browser's network panel
      reply.header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server render failed; answering the client-rendered shell');
      return shell(request, reply);
    }
    setAnswerHeaders(reply, headers);
    if ('redirect' in result) {
      const { redirect } = result;
      return reply.redirect(redirect.headers.get('location') ?? '/', redirect.status);
    }
    if (result.status === 200) {
      reply.type('text/html; charset=utf-8');
      const query = new URL(request.url, origin).searchParams;
      const nights = stayNights(query.get('checkin') ?? undefined, query.get('checkout') ?? undefined);
      return reply.send((await cache.store(request, reply, result.html, before, { key, nights, headers })) ?? undefined);
    }
    const body = Buffer.from(result.html);
    const encoding = body.length < COMPRESS_FROM_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
    reply.code(result.status).type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(body);
    reply.header('content-encoding', encoding);
    return reply.send(await compress(body, encoding));
  };
}

/** The web client's fetch on the server: this app's own route, through inject (validation, the catalogue cache), no network. */
function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: caller.getStore()?.ip ?? '127.0.0.1',
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
