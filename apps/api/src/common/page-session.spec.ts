import { clearedPagesCookie, pagesCookie, pagesCookieName, readCookie } from './page-session';

describe('the pages cookie', () => {
  it('is SameSite=Strict and scoped to the pages it draws; Secure only over HTTPS', () => {
    expect(pagesCookie('user', 'a.b.c', 604800, false)).toBe('oja_pages=a.b.c; Path=/dashboard; Max-Age=604800; SameSite=Strict');
    expect(pagesCookie('admin', 'a.b.c', 60, true)).toBe('oja_admin_pages=a.b.c; Path=/admin; Max-Age=60; SameSite=Strict; Secure');
    expect(clearedPagesCookie('user', false)).toBe('oja_pages=; Path=/dashboard; Max-Age=0; SameSite=Strict');
  });

  it('reads a token-shaped value by name and nothing else', () => {
    const name = pagesCookieName('user');
    expect(readCookie('theme=dark; oja_pages=eyJ.eyJ-x_y.sig; other=1', name)).toBe('eyJ.eyJ-x_y.sig');
    expect(readCookie('oja_admin_pages=a.b.c', name)).toBeNull();
    expect(readCookie('xoja_pages=a.b.c', name)).toBeNull();
    expect(readCookie(undefined, name)).toBeNull();
    expect(readCookie('oja_pages=', name)).toBeNull();
    expect(readCookie('oja_pages=<script>', name)).toBeNull();
    expect(readCookie(`oja_pages=${'a'.repeat(9000)}`, name)).toBeNull();
  });
});
