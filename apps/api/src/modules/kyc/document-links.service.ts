import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ENV, Env } from '../../config/env.js';
import { publicUrl } from '../../common/public-url.js';

export type DocumentScope = 'admin' | 'vendor';

const BASE: Record<DocumentScope, string> = {
  admin: '/api/admin/kyc/documents',
  vendor: '/api/vendor/compliance/documents',
};

/**
 * Short-lived signed links to KYC documents: an <img> or <a> cannot send a bearer header, so the list that
 * an admin (or the owning vendor) fetched with their token carries links that open the file for a few minutes.
 */
@Injectable()
export class DocumentLinksService {
  private readonly key: Buffer;
  private readonly ttl: number;
  private readonly base: string;

  constructor(@Inject(ENV) env: Env) {
    this.key = createHmac('sha256', env.JWT_SECRET!).update('oja:document-links').digest();
    this.ttl = env.DOCUMENT_URL_TTL_SECONDS;
    this.base = env.PUBLIC_URL ?? env.APP_URL;
  }

  private sign(scope: DocumentScope, id: number, expires: number) {
    return createHmac('sha256', this.key).update(`${scope}:${id}:${expires}`).digest('base64url');
  }

  /** An absolute link on PUBLIC_URL, e.g. https://oja.ng/api/admin/kyc/documents/12?expires=1767225600&signature=… */
  url(scope: DocumentScope, documentId: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + this.ttl;
    return publicUrl(this.base, `${BASE[scope]}/${documentId}?expires=${expires}&signature=${this.sign(scope, documentId, expires)}`);
  }

  /** True when the link is genuine for this scope and document and has not expired. */
  verify(scope: DocumentScope, documentId: number, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string' || signature.length > 100) return false;
    const exp = Number(expires);
    if (exp * 1000 < Date.now()) return false;
    const want = Buffer.from(this.sign(scope, documentId, exp));
    const got = Buffer.from(signature);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
