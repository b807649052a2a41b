import { Inject, Injectable } from '@nestjs/common';
import { ENV, Env } from '../../config/env.js';
import { SignedLinks } from '../../common/signed-links.js';

export type DocumentScope = 'admin' | 'vendor';

const BASE: Record<DocumentScope, string> = {
  admin: '/api/admin/kyc/documents',
  vendor: '/api/vendor/compliance/documents',
};

/** Short-lived signed links to KYC documents (common/signed-links.ts), one scope for the admin's review and one for the vendor's own preview. */
@Injectable()
export class DocumentLinksService {
  private readonly links: SignedLinks;

  constructor(@Inject(ENV) env: Env) {
    this.links = new SignedLinks(env.JWT_SECRET!, 'oja:document-links', env.DOCUMENT_URL_TTL_SECONDS, env.PUBLIC_URL ?? env.APP_URL);
  }

  /** An absolute link on PUBLIC_URL, e.g. https://oja.ng/api/admin/kyc/documents/12?expires=1767225600&signature=… */
  url(scope: DocumentScope, documentId: number, now = Date.now()): string {
    return this.links.url(scope, documentId, `${BASE[scope]}/${documentId}`, now).url;
  }

  /** True when the link is genuine for this scope and document and has not expired. */
  verify(scope: DocumentScope, documentId: number, expires: unknown, signature: unknown): boolean {
    return this.links.verify(scope, documentId, expires, signature);
  }
}
