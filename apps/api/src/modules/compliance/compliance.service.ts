import { Injectable, Logger } from '@nestjs/common';
import { takeHit } from '../../common/throttler-storage.js';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import { DomainError, type ErrorCodeFor } from '../../common/domain-error.js';
import type { FastifyRequest } from 'fastify';
import { DataSource, EntityManager, In, QueryFailedError } from 'typeorm';
import { MESSAGES } from '@oja/shared';
import { readCheckedUpload } from '../../common/uploads.js';
import { StorageService } from '../storage/storage.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { UsersService } from '../users/users.service.js';
import { isVendorLive } from '../vendors/vendor-live.js';
import { lockVendor } from '../vendors/vendor-rows.js';
import type { VendorRecord } from '../vendors/vendor.port.js';
import { DocumentLinksService, DocumentScope } from '../kyc/document-links.service.js';
import { KycService } from '../kyc/kyc.service.js';
import { DocumentType, VendorDocument } from './entities/vendor-document.entity.js';
import { KycUploadQuota } from './kyc-upload-quota.service.js';

export const DOCUMENT_RULES = {
  field: 'document',
  maxBytes: 10 * 1024 * 1024,
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as Record<string, string>,
  messages: { missing: MESSAGES.noDocument, tooLarge: MESSAGES.documentTooLarge, badType: MESSAGES.invalidDocument },
};

export const PHONE_FIRST = 'Please verify your phone number before submitting for review.';
export const DOCUMENT_FIRST = 'Please upload your identity document before submitting for review.';
export const NEW_DOCUMENT_FIRST = 'Your last submission was rejected. Please upload a corrected document before submitting again.';
export const ALREADY_UNDER_REVIEW = 'Your documents are already under review. You will be notified once they are checked.';
export const ALREADY_APPROVED = 'Your account is already verified.';
const BAD_LINK = 'This document link is invalid or has expired. Reload the page to get a new one.';

/** Uploads a vendor may send per window (every attempt counts: the bytes are read either way). */
export const DOCUMENT_UPLOADS_PER_WINDOW = 10;
export const DOCUMENT_UPLOAD_WINDOW_MS = 10 * 60_000;
/** Stored documents per vendor: the current one plus those kept as the record of past reviews. */
export const MAX_STORED_DOCUMENTS = 10;
export const UPLOAD_RATE_LIMITED = (minutes: number) =>
  `You have uploaded too many documents. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const DOCUMENT_LIMIT_REACHED = `You have reached the limit of ${MAX_STORED_DOCUMENTS} stored documents. Please contact support.`;

/** nin for individual vendors, cac otherwise. */
export const expectedDocumentType = (vendor: Pick<VendorRecord, 'vendorType'>): DocumentType => (vendor.vendorType === 'individual' ? 'nin' : 'cac');

const invalid = (field: string, message: string, code: ErrorCodeFor<422>) => DomainError.field(field, message, code);
const bytesOf = (docs: VendorDocument[]) => docs.reduce((sum, d) => sum + d.sizeBytes, 0);

@Injectable()
export class ComplianceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly links: DocumentLinksService,
    private readonly kyc: KycService,
    private readonly quota: KycUploadQuota,
    @InjectThrottlerStorage() private readonly limits: ThrottlerStorage,
    private readonly users: UsersService,
  ) {}

  private readonly logger = new Logger('Compliance');

  private latestDocument(vendorId: number) {
    return this.dataSource.manager.findOne(VendorDocument, { where: { vendorId }, order: { id: 'DESC' } });
  }

  private latestVerification(vendorId: number) {
    return this.kyc.latestOf(vendorId);
  }

  /** GET /api/vendor/compliance/status. */
  async status(user: SignedInUser) {
    const vendor = user.vendor!;
    const [document, verification] = await Promise.all([this.latestDocument(vendor.id), this.latestVerification(vendor.id)]);
    const complianceStatus = vendor.verificationStatus === 'verified' ? 'approved' : vendor.verificationStatus === 'rejected' ? 'rejected' : 'pending';
    return {
      is_verified: vendor.isVerified,
      phone_verified: !!user.phoneVerifiedAt,
      phone_verified_at: user.phoneVerifiedAt,
      document_uploaded: !!document,
      compliance_status: complianceStatus,
      is_live: isVendorLive(vendor, user),
      submitted_for_review: verification?.status === 'pending',
      can_submit:
        !!user.phoneVerifiedAt &&
        !!document &&
        !vendor.isVerified &&
        verification?.status !== 'pending' &&
        !(verification?.status === 'rejected' && document.id === verification.documentId),
      expected_document_type: expectedDocumentType(vendor),
      document: document
        ? {
            id: document.id,
            type: document.documentType,
            mime: document.mime,
            size: document.sizeBytes,
            uploaded_at: document.createdAt,
            url: this.links.url('vendor', document.id),
          }
        : null,
      verification: verification
        ? {
            id: verification.id,
            status: verification.status,
            submitted_at: verification.submittedAt,
            reviewed_at: verification.reviewedAt,
            rejection_reason: verification.rejectionReason,
          }
        : null,
      rejection_reason: vendor.verificationStatus === 'rejected' ? vendor.rejectionReason : null,
    };
  }

  /**
   * POST /api/vendor/compliance/upload-document: JPG/PNG/PDF by bytes, under 10 MB, stored under a server-chosen
   * name. The new document replaces the vendor's previous one of its type (row and file) unless a review refers
   * to it; uploads are rate-limited per vendor and the stored ones capped, and the bytes stored are capped per
   * client address per hour and in total while unreviewed (KycUploadQuota).
   */
  async upload(user: SignedInUser, req: FastifyRequest) {
    const vendor = user.vendor!;
    await takeHit(this.limits, 'kyc-upload', `kyc-upload:${vendor.id}`, DOCUMENT_UPLOAD_WINDOW_MS, DOCUMENT_UPLOADS_PER_WINDOW, (s) =>
      DomainError.tooMany('DOCUMENT_UPLOAD_RATE_LIMITED', UPLOAD_RATE_LIMITED(Math.ceil(s / 60)), s),
    );
    await this.quota.assertAddressOpen(req.ip);
    const file = await readCheckedUpload(req, DOCUMENT_RULES);
    const expected = expectedDocumentType(vendor);
    const sent = (file.fields.type ?? '').trim().toLowerCase();
    if (sent && sent !== expected) {
      throw invalid(
        'type',
        expected === 'nin' ? 'Individual vendors upload their NIN (type nin).' : 'Business vendors upload their CAC registration (type cac).',
        'DOCUMENT_TYPE_MISMATCH',
      );
    }
    const latest = await this.latestVerification(vendor.id);
    if (vendor.isVerified) throw DomainError.conflict('COMPLIANCE_ALREADY_APPROVED', ALREADY_APPROVED);
    if (latest?.status === 'pending') throw DomainError.conflict('KYC_ALREADY_UNDER_REVIEW', ALREADY_UNDER_REVIEW);
    const stored = await this.replaceable(this.dataSource.manager, vendor.id, expected);
    if (stored.kept >= MAX_STORED_DOCUMENTS) throw DomainError.conflict('DOCUMENT_LIMIT_REACHED', DOCUMENT_LIMIT_REACHED);
    const size = file.buffer.length;
    await this.quota.assertRoomFor(this.dataSource.manager, size, bytesOf(stored.replaceable));
    await this.quota.takeForAddress(req.ip, size);
    // The file first (no transaction open during a storage call), then the rows in one short transaction.
    let key: string;
    try {
      key = await this.storage.put('kyc', file.ext, file.buffer, file.mime);
    } catch (err) {
      await this.quota.giveBack(req.ip, size);
      throw err;
    }
    let replaced: VendorDocument[] = [];
    let doc: VendorDocument;
    try {
      doc = await this.dataSource.transaction(async (manager) => {
        // One upload of a vendor at a time: the second sees the first's row and replaces it.
        await lockVendor(manager, vendor.id);
        const { kept, replaceable } = await this.replaceable(manager, vendor.id, expected);
        if (kept >= MAX_STORED_DOCUMENTS) throw DomainError.conflict('DOCUMENT_LIMIT_REACHED', DOCUMENT_LIMIT_REACHED);
        await this.quota.assertRoomFor(manager, size, bytesOf(replaceable), true);
        if (replaceable.length) await manager.delete(VendorDocument, { id: In(replaceable.map((d) => d.id)) });
        replaced = replaceable;
        return manager.save(manager.create(VendorDocument, { vendorId: vendor.id, documentType: expected, storageKey: key, mime: file.mime, sizeBytes: size }));
      });
    } catch (err) {
      await this.removeFiles([key]);
      await this.quota.giveBack(req.ip, size);
      throw err;
    }
    // After the commit: the replaced files go (a failure here leaves an orphan for the sweep job).
    await this.removeFiles(replaced.map((d) => d.storageKey));
    return {
      message: 'Document uploaded successfully!',
      data: { id: doc.id, type: doc.documentType, mime: doc.mime, size: doc.sizeBytes, uploaded_at: doc.createdAt, url: this.links.url('vendor', doc.id) },
    };
  }

  /**
   * The vendor's documents of `type` that a new upload replaces (no review refers to them), and how many other
   * documents stay stored.
   */
  private async replaceable(manager: EntityManager, vendorId: number, type: DocumentType) {
    const docs = await manager.find(VendorDocument, { where: { vendorId } });
    const reviewed = new Set(await this.kyc.reviewedDocumentIds(manager, vendorId));
    const replaceable = docs.filter((d) => d.documentType === type && !reviewed.has(d.id));
    return { replaceable, kept: docs.length - replaceable.length };
  }

  private async removeFiles(keys: string[]) {
    for (const key of keys) {
      await this.storage.remove(key).catch((err) => this.logger.warn(`could not delete ${key}: ${(err as Error).message}; the sweep job will`));
    }
  }

  /** POST /api/vendor/compliance/submit-review: needs a verified phone and a document; one pending review at a time. */
  async submitReview(user: SignedInUser) {
    try {
      const verification = await this.dataSource.transaction(async (manager) => {
        const vendor = await lockVendor(manager, user.vendor!.id);
        const fresh = await this.users.accountOf(manager, user.id);
        if (vendor.isVerified) throw DomainError.conflict('COMPLIANCE_ALREADY_APPROVED', ALREADY_APPROVED);
        const latest = await this.kyc.latestOf(vendor.id, manager);
        if (latest?.status === 'pending') throw DomainError.conflict('KYC_ALREADY_UNDER_REVIEW', ALREADY_UNDER_REVIEW);
        if (!fresh.phoneVerifiedAt) throw invalid('phone', PHONE_FIRST, 'PHONE_NOT_VERIFIED');
        const document = await manager.findOne(VendorDocument, { where: { vendorId: vendor.id }, order: { id: 'DESC' } });
        if (!document) throw invalid('document', DOCUMENT_FIRST, 'DOCUMENT_MISSING');
        if (latest?.status === 'rejected' && latest.documentId === document.id) throw invalid('document', NEW_DOCUMENT_FIRST, 'DOCUMENT_NOT_REPLACED');
        return this.kyc.submit(manager, vendor, fresh, document);
      });
      return {
        message:
          verification.status === 'approved' ? 'Your documents have been approved automatically.' : 'Submitted for review! You will be notified once approved.',
        data: { id: verification.id, status: verification.status, document_type: verification.documentType, submitted_at: verification.submittedAt },
      };
    } catch (err) {
      // Two submissions at the same moment: the unique partial index lets one through.
      if (err instanceof QueryFailedError && (err as { code?: string }).code === '23505')
        throw DomainError.conflict('KYC_ALREADY_UNDER_REVIEW', ALREADY_UNDER_REVIEW);
      throw err;
    }
  }

  /** The file behind a signed link (`scope` decides which link kind is accepted). */
  async readDocument(scope: DocumentScope, id: number, expires: unknown, signature: unknown) {
    if (!this.links.verify(scope, id, expires, signature)) throw DomainError.forbidden('DOCUMENT_LINK_INVALID', BAD_LINK);
    const doc = await this.dataSource.manager.findOne(VendorDocument, { where: { id } });
    if (!doc) throw DomainError.notFound('DOCUMENT_NOT_FOUND', 'Document not found');
    const body = await this.storage.get(doc.storageKey);
    if (!body) throw DomainError.notFound('DOCUMENT_NOT_FOUND', 'Document not found');
    return { body, mime: doc.mime, filename: `${doc.documentType}-${doc.id}.${DOCUMENT_RULES.types[doc.mime] ?? 'bin'}` };
  }
}
