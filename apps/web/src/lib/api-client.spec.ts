import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, REQUEST_TIMEOUT_MS } from './api-client';
import { MemoryStorage } from './test-storage';

function respond(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('returns the parsed JSON of an OK answer', async () => {
    vi.stubGlobal('fetch', respond(200, '{"user":{"id":1}}'));
    await expect(apiRequest('/api/me')).resolves.toEqual({ user: { id: 1 } });
  });

  it("raises the server's message on a non-OK answer, with status and field errors", async () => {
    vi.stubGlobal('fetch', respond(422, '{"statusCode":422,"message":"The email has already been taken.","errors":{"email":["taken"]}}'));
    const error = await apiRequest('/api/register', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The email has already been taken.');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ email: ['taken'] });
  });

  it("keeps the error's code and data (a changed cart's current lines)", async () => {
    vi.stubGlobal('fetch', respond(409, '{"statusCode":409,"code":"CART_CHANGED","message":"Your cart has changed","data":{"lines":[{"item_id":7}]}}'));
    const error = (await apiRequest('/api/orders', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('CART_CHANGED');
    expect(error.data).toEqual({ lines: [{ item_id: 7 }] });
  });

  it("raises 'Network error' when the error body is not JSON", async () => {
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(apiRequest('/api/me')).rejects.toThrow('Network error');
  });

  it("raises 'HTTP {status}' when the JSON body has no message", async () => {
    vi.stubGlobal('fetch', respond(500, '{"statusCode":500}'));
    await expect(apiRequest('/api/me')).rejects.toThrow('HTTP 500');
  });

  it("raises 'Network error' when the connection fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiRequest('/api/me')).rejects.toThrow('Network error');
  });

  it('sends the stored bearer token, JSON headers and body', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = respond(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/login', { body: { email: 'a@b.c' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.c"}');
  });

  it('leaves the token out when auth is false and sends FormData as it is', async () => {
    sessionStorage.setItem('token', 'abc');
    const fetchMock = respond(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('profile_picture', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/api/profile-picture/upload', { body: form, auth: false });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('gives up after the 30 s time-out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = apiRequest('/api/me').catch((e: unknown) => e);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Request timed out. Please try again.');
  });
});
