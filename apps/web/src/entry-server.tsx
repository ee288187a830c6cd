// Server rendering of the public pages (decision 0026). Built by Vite in SSR mode into dist-server/ and
// loaded by the API (apps/api/src/http/page-render.ts), which sets where calls go (`setApiFetch`: its own
// routes, in process) and hands every render the request and the client build's index.html.
import { dehydrate } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { jsonForScript } from './lib/json-for-script.ts';
import { serverQueryClient } from './lib/query-client.ts';
import type { ServerRenderContext } from './lib/route-data.ts';
import { routes, type PageHandle } from './app/router.tsx';
import { MODULES_ID, QUERY_STATE_ID, ROUTER_STATE_ID } from './app/server-data.ts';
import { OriginContext } from './components/page-meta.tsx';
import { HeadCollector } from './components/document-head.tsx';
import { headHtml, type HeadTag } from './lib/head-tags.ts';
import { loadEveryCatalogue } from './lib/i18n.tsx';
import type { Messages } from '@lingui/core';
import { INTL_LOCALE, languageOfPath } from '@raahi/contract/i18n/languages';

export { setApiFetch } from './lib/api-client.ts';

export type RenderOptions = {
  /** the site's address, for canonical links and share previews */
  origin: string;
  /** the client build's index.html: its head (styles, scripts) is kept, its <title> and empty #root replaced */
  template: string;
  /** the client build's .vite/manifest.json: the first page's own chunks are preloaded with the entry's */
  manifest?: Manifest;
  /** a render that takes longer is cut short (what has not loaded is left to the browser) */
  timeoutMs?: number;
};

/** Vite's build manifest: source file → its chunk and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A page (with its status), or a redirect a loader asked for, as it is. */
export type RenderResult = { status: number; html: string } | { redirect: Response };

const handler = createStaticHandler(routes);
// a render may be in any language: all the words are in, compiled by the build (vite.config.ts)
loadEveryCatalogue(import.meta.glob<Messages>('../../../packages/contract/src/i18n/messages/*/*.json', { eager: true, import: 'default' }));

export async function render(request: Request, { origin, template, manifest, timeoutMs = 10_000 }: RenderOptions): Promise<RenderResult> {
  const queryClient = serverQueryClient();
  const requestContext: ServerRenderContext = { queryClient };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return { redirect: context };

  const router = createStaticRouter(handler.dataRoutes, context);
  const headTags: HeadTag[] = [];
  // The app alone, as the browser hydrates it (#root), so useId and the tree are the same on both sides.
  const body = await renderApp(
    <HeadCollector value={headTags}>
      <OriginContext value={origin}>
        <Providers client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </OriginContext>
    </HeadCollector>,
    timeoutMs,
  );
  const pages = context.matches.map((m) => (m.route.handle as PageHandle | undefined)?.module).filter((m) => m !== undefined);
  const modules = manifest ? pageModules(manifest, pages, template) : '';
  const routerState = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  const html = template
    .replace(/<html lang="[A-Za-z-]*"/, `<html lang="${INTL_LOCALE[languageOfPath(new URL(request.url).pathname)]}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('</head>', () => `${headHtml(headTags)}${modules}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>` +
        `<script type="application/json" id="${ROUTER_STATE_ID}">${jsonForScript(routerState)}</script>` +
        `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(dehydrate(queryClient))}</script>`,
    );
  queryClient.clear();
  return { status: context.statusCode, html };
}

/** The whole app once everything has loaded, lazy parts included (bots and previews read the complete page). */
async function renderApp(app: React.ReactNode, timeoutMs: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // the React elements are Preact's own at run time (vite.config.ts aliases react to preact/compat)
    return await Promise.race([renderToStringAsync(app as unknown as VNode), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The chunks of the first page's module and what it imports, but those the document already names, as a
 * JSON list: public/assets/after-paint.js asks for them with the entry once the page has painted (decision
 * 0036), not after the entry has run (main.tsx awaits them before hydrating).
 */
export function pageModules(manifest: Manifest, modules: string[], template: string): string {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  modules.forEach(add);
  const list = [...files].filter((file) => !template.includes(`/${file}`)).map((file) => `/${file}`);
  return `<script type="application/json" id="${MODULES_ID}">${jsonForScript(list)}</script>`;
}

/** Route errors in the form the browser router revives (React Router's own hydration format). */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, err]) => [
      id,
      isRouteErrorResponse(err)
        ? { ...err, __type: 'RouteErrorResponse' }
        : err instanceof Error
          ? { message: 'Unexpected Server Error', __type: 'Error' }
          : err,
    ]),
  );
}
