import { getToken } from './auth-storage';
import { takeEarlyAnswer } from './early-answers';
import { saveDataHeaders } from './low-data';
import { noteAnswer } from './offline-status';

/** Request time-out */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A non-OK answer, a failed connection or a time-out. `message` is what the user may see. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** The stable error code (`CART_CHANGED`, `ORDER_NOT_PAYABLE`, …) when the server gave one. */
  readonly code?: string;
  /** The error answer's `data`, when it carries one (e.g. the current state of a changed cart). */
  readonly data?: unknown;

  constructor(message: string, status: number, errors?: Record<string, string[]>, details: { code?: string; data?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = details.code;
    this.data = details.data;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** An explicit bearer token (e.g. the admin token); used instead of the stored user token. */
  token?: string | null;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length) return message.map(String).join(', ');
  return null;
}

/**
 * Calls the API on the same origin. A non-OK answer raises an ApiError with the server's
 * `message`, else 'Network error' when the body is not JSON, else 'HTTP {status}'.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = true } = options;
  // Low-data mode set on the account: the same `Save-Data: on` a data-saving browser sends (smaller photos).
  const headers: Record<string, string> = { Accept: 'application/json', ...saveDataHeaders() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (options.token) {
    headers.Authorization = `Bearer ${options.token}`;
  } else if (auth) {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    // Public lists may be cached for a while (Cache-Control for partners); the SPA always revalidates
    // (an ETag makes that a cheap 304), so a stay approved a moment ago is never shown as free.
    // The page's first answers may already be on their way (src/app/entry/early.ts): taken once, same headers.
    const early = method === 'GET' && !options.signal ? takeEarlyAnswer(path, headers) : null;
    response = await (early ?? fetch(path, { method, headers, body: payload, signal: controller.signal, cache: 'no-cache' }));
  } catch (error) {
    if (timedOut) throw new ApiError('Request timed out. Please try again.', 0);
    if (options.signal?.aborted) throw error;
    throw new ApiError('Network error', 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  noteAnswer(response.headers);
  const text = await response.text();
  let data: unknown = null;
  let isJson = false;
  if (text) {
    try {
      data = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (!response.ok) {
    if (!isJson) throw new ApiError('Network error', response.status);
    const body = (data ?? {}) as { errors?: Record<string, string[]>; code?: unknown; data?: unknown };
    const code = typeof body.code === 'string' ? body.code : undefined;
    throw new ApiError(messageOf(data) ?? `HTTP ${response.status}`, response.status, body.errors, { code, data: body.data });
  }
  return data as T;
}

/** No answer came (offline, the server unreachable, a time-out): not a refusal of the session. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** SWR fetcher: the key is the API path. */
export const swrFetcher = <T>(path: string): Promise<T> => apiRequest<T>(path);

/** The user-facing text of any thrown value, with the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
