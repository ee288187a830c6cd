// The one way the web app talks to the API: `call(row, input)` with a row of the contract's endpoint
// table. The row gives the method and path, types what is sent, and parses what comes back, so a page
// and the server cannot disagree on the wire format without a loud error.
import type { Answer, BodyIn, EndpointDef, HeadersIn, Item, ParamsIn, QueryIn } from '@raahi/contract/endpoint';
import { fillPath } from '@raahi/contract/endpoint';
import { TOTAL_COUNT_HEADER } from '@raahi/contract/endpoint';
import type { ErrorBody } from '@raahi/contract/fields';
import { checkWith } from './check-with.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Defined<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };
/** What a call sends: path parameters, query and body as the row's schemas take them. */
export type CallInput<E extends EndpointDef> = Defined<'params', ParamsIn<E>> &
  Partial<Defined<'query', QueryIn<E>>> &
  Defined<'body', E['multipart'] extends true ? FormData : BodyIn<E>> &
  Partial<Defined<'headers', HeadersIn<E>>> & { signal?: AbortSignal };

/** The input may be left out when nothing in it is required. */
type Args<E extends EndpointDef> = Partial<CallInput<E>> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>];

type Sendable = { method: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/** How a request leaves: the browser's fetch, or (server rendering) the API's routes in process. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/** The one seam for where calls go; the API sets it once when it loads the server build. */
export function setApiFetch(fn: ApiFetch) {
  apiFetch = fn;
}

async function send(url: string, { method, body, signal, headers: given = {} }: Sendable): Promise<Response> {
  const isForm = body instanceof FormData;
  // refusals come back in the page's language (the API's own answer follows a signed-in person's choice)
  const headers =
    typeof document === 'undefined' || !document.documentElement.lang
      ? given
      : { 'accept-language': document.documentElement.lang, ...given };
  let res: Response;
  try {
    res = await apiFetch(url, {
      method,
      credentials: 'include',
      signal,
      headers: body === undefined || isForm ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'We could not reach Raahi. Check your connection and try again.', 'network');
  }
  if (!res.ok) {
    const err = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiError(res.status, err?.message ?? `Request failed (${res.status}).`, err?.code, err?.fields);
  }
  return res;
}

function urlOf<E extends EndpointDef>(e: E, input: { params?: unknown; query?: unknown }): string {
  return fillPath(e.path, input.params as Record<string, unknown> | undefined) + toQuery((input.query ?? {}) as QueryValues);
}

// a page that has its answers from the server render parses nothing: zod loads with the first row it calls
function parseItem<E extends EndpointDef>(e: E, value: unknown): Item<E> {
  const parsed = checkWith(e.response, value);
  if (parsed.ok) return parsed.value as Item<E>;
  console.error(`${e.method} ${e.path}: the answer does not match the contract`, parsed.issues);
  throw new ApiError(0, 'Raahi sent an answer this page could not read. Please reload the page.', 'bad_answer');
}

/** Calls one endpoint and answers its parsed body (for a list row, the parsed array). */
export async function call<E extends EndpointDef>(e: E, ...[input]: Args<E>): Promise<Answer<E>> {
  const i = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };
  const res = await send(urlOf(e, i), { method: e.method, body: i.body, signal: i.signal, headers: i.headers });
  const json: unknown = res.status === 204 ? undefined : await res.json();
  if (e.list) return (Array.isArray(json) ? json : []).map((x) => parseItem(e, x)) as Answer<E>;
  return parseItem(e, json) as Answer<E>;
}

/** A list call: the page of items plus the total from X-Total-Count. */
export async function callList<E extends EndpointDef & { list: true }>(
  e: E,
  ...[input]: Args<E>
): Promise<{ items: Item<E>[]; total: number }> {
  const i = (input ?? {}) as { params?: unknown; query?: unknown; signal?: AbortSignal; headers?: Record<string, string> };
  const res = await send(urlOf(e, i), { method: e.method, signal: i.signal, headers: i.headers });
  const json: unknown = await res.json();
  const items = (Array.isArray(json) ? json : []).map((x) => parseItem(e, x));
  return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

/** A call that answers a file (the row's `media`): its bytes and the name the server gives it. */
export async function callFile<E extends EndpointDef & { file: true }>(e: E, ...[input]: Args<E>): Promise<{ blob: Blob; name: string }> {
  const i = (input ?? {}) as { params?: unknown; query?: unknown; signal?: AbortSignal };
  const res = await send(urlOf(e, i), { method: e.method, signal: i.signal });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await res.blob(), name };
}

/** Hands a file to the browser: saved, or (`open`) shown in a new tab to print, saved when the tab is blocked. */
export function saveFile({ blob, name }: { blob: Blob; name: string }, { open = false } = {}) {
  const url = URL.createObjectURL(blob);
  const tab = open ? window.open(url, '_blank') : null;
  if (!tab) {
    const a = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
  }
  // long enough for the tab or the download to read it
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
type QueryValues = Record<string, QueryValue>;

/** Builds a query string from defined values; arrays become repeated parameters. */
export function toQuery(params: QueryValues): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => q.append(k, String(x)));
    else q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
