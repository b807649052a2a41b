import { validateEnv } from '../../config/env.js';
import { DocumentLinksService } from './document-links.service.js';

describe('signed document links', () => {
  const links = new DocumentLinksService(validateEnv({ DOCUMENT_URL_TTL_SECONDS: '600' }));
  const parts = (url: string) => {
    const u = new URL(url, 'http://x');
    return { path: u.pathname, expires: u.searchParams.get('expires')!, signature: u.searchParams.get('signature')! };
  };

  it('open one document, in one scope, until they expire', () => {
    const a = parts(links.url('admin', 12));
    expect(a.path).toBe('/api/admin/kyc/documents/12');
    expect(links.verify('admin', 12, a.expires, a.signature)).toBe(true);
    expect(links.verify('admin', 13, a.expires, a.signature)).toBe(false);
    expect(links.verify('vendor', 12, a.expires, a.signature)).toBe(false);
    expect(links.verify('admin', 12, String(Number(a.expires) + 1), a.signature)).toBe(false);
    expect(parts(links.url('vendor', 12)).path).toBe('/api/vendor/compliance/documents/12');
  });

  it('refuse expired, malformed and foreign links', () => {
    const old = parts(links.url('admin', 5, Date.now() - 601_000));
    expect(links.verify('admin', 5, old.expires, old.signature)).toBe(false);
    expect(links.verify('admin', 5, undefined, 'x')).toBe(false);
    expect(links.verify('admin', 5, '1e99', 'x')).toBe(false);
    const other = new DocumentLinksService(validateEnv({ JWT_SECRET: 'another-secret-another-secret-another-secret' }));
    const a = parts(links.url('admin', 5));
    expect(other.verify('admin', 5, a.expires, a.signature)).toBe(false);
  });
});
