import { describe, expect, it } from 'vitest';
import { handlingOf, isKeepable, isKeepablePhoto, isServerDrawnPath, shellUrlOf, userCacheName } from './routes';

const origin = 'https://oja.ng';
const token = (claims: object) => `Bearer h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const customer = token({ sub: '42', aud: 'oja:user' });
const get = (path: string, extra: Partial<{ method: string; mode: string; authorization: string | null }> = {}) =>
  handlingOf({ url: `${origin}${path}`, method: 'GET', mode: 'cors', authorization: null, ...extra }, origin).kind;

describe('what the service worker does with a request', () => {
  it('answers the app’s own pages from the precache, and leaves the API’s pages and uploads to the server', () => {
    expect(get('/dashboard/user', { mode: 'navigate' })).toBe('navigation');
    expect(get('/', { mode: 'navigate' })).toBe('navigation');
    expect(get('/api/docs', { mode: 'navigate' })).toBe('network');
    expect(get('/api/payments/sandbox/checkout/abc', { mode: 'navigate' })).toBe('network');
    expect(get('/uploads/listing-photos/a.webp', { mode: 'navigate' })).toBe('network');
  });

  it('keeps public lists for anonymous visitors, and a signed-in user’s answers in that account’s cache', () => {
    expect(get('/api/service-vendors?page=2')).toBe('public');
    expect(get('/api/apartments/7')).toBe('public');
    expect(get('/api/vendors/live')).toBe('public');
    expect(get('/api/food/vendors')).toBe('public');
    expect(handlingOf({ url: `${origin}/api/orders/my`, method: 'GET', mode: 'cors', authorization: customer }, origin)).toEqual({
      kind: 'user',
      cacheName: 'oja-user-user-42',
    });
    expect(get('/api/orders/my')).toBe('network');
  });

  it('never keeps writes, the live stream, sign-in, payments, downloads, secret links or other origins', () => {
    expect(get('/api/service-orders', { method: 'POST', authorization: customer })).toBe('network');
    expect(get('/api/live', { authorization: customer })).toBe('network');
    expect(get('/api/payments/banks', { authorization: customer })).toBe('network');
    expect(get('/api/attachments/3/file', { authorization: customer })).toBe('network');
    expect(get('/api/admin/kyc/documents/3')).toBe('network');
    expect(get('/api/email/verify?token=abc')).toBe('network');
    expect(get('/api/me?token=abc', { authorization: customer })).toBe('network');
    expect(handlingOf({ url: 'https://cdn.example/x.js', method: 'GET', mode: 'cors', authorization: null }, origin).kind).toBe('network');
    expect(get('/api/me', { authorization: 'Bearer not-a-jwt' })).toBe('network');
  });

  it('names one cache per account and audience', () => {
    expect(userCacheName(token({ sub: '1', aud: 'oja:admin' }))).toBe('oja-user-admin-1');
    expect(userCacheName(token({ sub: '1', aud: 'oja:user' }))).toBe('oja-user-user-1');
    expect(userCacheName(token({ sub: '../x', aud: 'oja:user' }))).toBeNull();
  });

  it('keeps only JSON 200s, and an anonymous one only when the server let it be shared', () => {
    const res = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });
    expect(isKeepable(res(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=30' }), 'public')).toBe(true);
    expect(isKeepable(res(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }), 'public')).toBe(false);
    expect(isKeepable(res(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }), 'user')).toBe(true);
    expect(isKeepable(res(401, { 'content-type': 'application/json' }), 'user')).toBe(false);
    expect(isKeepablePhoto(res(200, { 'content-type': 'image/webp', 'content-length': '40000' }))).toBe(true);
    expect(isKeepablePhoto(res(200, { 'content-type': 'image/webp', 'content-length': String(2 * 1024 * 1024) }))).toBe(false);
  });

  it('answers a prerendered page’s path with its own HTML and every other route with the SPA shell', () => {
    const pages = ['/', '/general-services', '/service-apartments'];
    expect(shellUrlOf('/', pages)).toBe('/');
    expect(shellUrlOf('/general-services/', pages)).toBe('/general-services');
    expect(shellUrlOf('/dashboard/user/orders', pages)).toBe('/index.html');
  });

  it('sends the pages the server draws to the network first, and only those', () => {
    const publicDrawn = ['/food-delivery', '/ecommerce'];
    for (const path of ['/dashboard/user', '/dashboard/mechanic/wallet', '/admin/dashboard', '/admin/kyc/review', '/food-delivery', '/ecommerce/'])
      expect(isServerDrawnPath(path, publicDrawn)).toBe(true);
    for (const path of ['/', '/login', '/admin/login', '/admin/login/', '/dashboard', '/general-services', '/admin', '/ride-hailing'])
      expect(isServerDrawnPath(path, publicDrawn)).toBe(false);
  });
});
