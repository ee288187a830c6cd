// The one way the web app talks to the API: JSON over fetch with the session cookie.
import type { ErrorBody } from '@raahi/contract/common';

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

type Options = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

async function request(path: string, { method = 'GET', body, signal, headers = {} }: Options): Promise<Response> {
  const isForm = body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
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

/** Calls the API and returns its JSON body; failures throw ApiError with the server's message. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const res = await request(path, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A list call: the array plus the total from X-Total-Count. */
export async function apiList<T>(path: string, options: Options = {}): Promise<{ items: T[]; total: number }> {
  const res = await request(path, options);
  const items = (await res.json()) as T[];
  return { items, total: Number(res.headers.get('x-total-count') ?? items.length) };
}

/** Builds a query string from defined values; arrays become repeated parameters. */
export function toQuery(params: Record<string, string | number | boolean | undefined | null | (string | number)[]>): string {
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
