/**
 * The one way the app talks to the server.
 *
 * - Cookies always travel (`credentials: 'include'`).
 * - Non-GET/HEAD requests to relative URLs carry `X-XSRF-TOKEN`, copied from the `XSRF-TOKEN` cookie
 *   (`__Host-XSRF-TOKEN` in production), read afresh at every request: the token is bound to the session and
 *   changes at login and logout (rules §2). A write refused with 403 while the server handed a new token (a
 *   session changed in another tab, a server restarted with a new secret) is sent once more with it: the refusal
 *   changed nothing, since the check runs before anything else.
 * - Bodies go out as JSON; answers are parsed as JSON and typed by the endpoint module. They are not re-checked
 *   here: the server checks every answer against the same packages/core schema before sending it (its route's
 *   response schema), so a second check would only ship zod (~25 KB gzip) to every page. `schema` remains for
 *   answers that need shaping on the way in (e.g. /api/config's prize pool link).
 * - A non-2xx answer throws `ApiError` whose `message` is the server's `{error}` sentence.
 *   A request that never reached the server throws `ApiError` with `status` 0.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The production name: `__Host-` cookies cannot be set by a sibling subdomain. */
export const HOST_XSRF_COOKIE = '__Host-XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request failed before any answer (offline, DNS, CORS...). */
  readonly status: number;
  /** The parsed error body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `error.message` for an ApiError or Error, else `fallback`. Handy for alerts. */
export function errorMessage(error: unknown, fallback = 'An unknown error occurred!'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * What `schema` accepts: anything with zod's `safeParse` (a `zod` or `zod/mini` schema, or a small
 * hand-written validator). Kept structural so the eagerly loaded shell does not pull zod in.
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  /** Sent as JSON. `undefined` sends no body at all (nor a Content-Type). */
  body?: unknown;
  /**
   * Validates (and types) the answer: any zod schema (or `ResponseSchema`).
   * Without it the answer is returned as `T` unchecked.
   */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Reads one cookie by name from `document.cookie`, URL-decoded. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Relative URLs only: an absolute or protocol-relative URL never receives the XSRF token. */
function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//');
}

function needsXsrf(method: HttpMethod, url: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && isRelativeUrl(url);
}

/** The XSRF token the server last handed this browser. */
export function readXsrfToken(): string | undefined {
  return readCookie(HOST_XSRF_COOKIE) ?? readCookie(XSRF_COOKIE);
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * HTTP reason phrases: what a proxy or a crashed framework sends instead of our `{error}` sentence (rules §29). A
 * person is never shown one of these, nor a bare status code.
 */
const REASON_PHRASES = new Set([
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'request timeout',
  'too many requests',
  'internal server error',
  'not implemented',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
]);

function isBareStatus(text: string, statusText: string): boolean {
  const lower = text.trim().toLowerCase();
  return lower === statusText.trim().toLowerCase() || REASON_PHRASES.has(lower) || /^\d{3}\b/.test(lower);
}

/** What went wrong, in a sentence, when the server did not say (rules §29). */
export function statusSentence(status: number): string {
  if (status >= 500)
    return 'The server could not answer just now (it may be restarting). Please try again in a moment.';
  if (status === 404) return 'The server does not know this address. Reload the page: the site may have been updated.';
  if (status === 401 || status === 403) return 'The server refused this request. Log in again, then try again.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  return 'The server could not take this request. Reload the page and try again.';
}

function serverMessage(body: unknown, status: number, statusText: string): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error.trim() !== '' && !isBareStatus(error, statusText)) return error;
  }
  if (
    typeof body === 'string' &&
    body.trim() !== '' &&
    body.length <= 200 &&
    !body.trimStart().startsWith('<') &&
    !isBareStatus(body, statusText)
  ) {
    return body.trim();
  }
  return statusSentence(status);
}

/** How a request travels: the browser's fetch, unless the server renderer answers it in-process (see `setTransport`). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Replaces `fetch` for every request of this module. The server-side renderer (src/entry-server.ts) sends the
 * page's queries to the server's own API in-process, with the same fetchers the browser uses.
 */
export function setTransport(next: typeof fetch): void {
  transport = next;
}

async function send(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await transport(url, init);
  } catch (error) {
    // Cancellation is not an error of the request: let callers (TanStack Query) see it as such.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', error);
  }
}

export async function request<T = unknown>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const xsrf = needsXsrf(method, url);
  const sentToken = xsrf ? readXsrfToken() : undefined;
  if (sentToken !== undefined) headers[XSRF_HEADER] = sentToken;

  let response = await send(url, init, options.signal);
  const freshToken = xsrf && response.status === 403 ? readXsrfToken() : undefined;
  if (freshToken !== undefined && freshToken !== sentToken) {
    response = await send(url, { ...init, headers: { ...headers, [XSRF_HEADER]: freshToken } }, options.signal);
  }

  const body = method === 'HEAD' ? undefined : parseJson(await response.text());
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(body, response.status, response.statusText), body);
  }
  if (options.schema) {
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(response.status, 'The server sent an answer this page does not understand.', parsed.error);
    }
    return parsed.data;
  }
  return body as T;
}

type ReadOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/** Shorthands: `http.get(api.runners, { schema })`, `http.post(api.races.submit, payload)`. */
export const http = {
  get: <T = unknown>(url: string, options?: ReadOptions<T>) => request<T>(url, { ...options, method: 'GET' }),
  post: <T = unknown>(url: string, body?: unknown, options?: ReadOptions<T>) =>
    request<T>(url, { ...options, method: 'POST', body }),
  put: <T = unknown>(url: string, body?: unknown, options?: ReadOptions<T>) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(url: string, body?: unknown, options?: ReadOptions<T>) =>
    request<T>(url, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(url: string, options?: ReadOptions<T>) => request<T>(url, { ...options, method: 'DELETE' }),
};
