import { Injectable, Optional } from '@nestjs/common';
import { EventBus } from '../../common/events.js';
import { DomainError } from '../../common/domain-error.js';
import { DataSource, EntityManager, In } from 'typeorm';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { allAdmins } from '../admin-auth/admin-rows.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { UserAccount } from '../users/user.port.js';
import { UsersService } from '../users/users.service.js';
import { lockVendor, recordVendorPending } from '../vendors/vendor-rows.js';
import type { VendorRecord } from '../vendors/vendor.port.js';
import { pageMeta } from '../../common/pagination.js';
import { DocumentLinksService } from './document-links.service.js';
import { KycVerification } from './entities/kyc-verification.entity.js';
import type { KycRecord, SubmittedDocument } from './kyc.port.js';
import { presentKyc } from './kyc.presenter.js';
import { adminActor, VendorReviewService } from './vendor-review.service.js';

export const NOT_PENDING = (status: string) => `Only pending verifications can be approved or rejected; this one is already ${status}.`;

@Injectable()
export class KycService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly review: VendorReviewService,
    private readonly links: DocumentLinksService,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    @Optional() private readonly events?: EventBus,
  ) {}

  private query(manager: EntityManager = this.dataSource.manager) {
    return manager
      .createQueryBuilder(KycVerification, 'k')
      .innerJoinAndSelect('k.vendor', 'v')
      .innerJoinAndSelect('v.user', 'u')
      .leftJoinAndSelect('k.document', 'd');
  }

  async list(status: string | undefined, page: number, perPage: number) {
    const q = this.query()
      .orderBy('k.submitted_at', 'DESC')
      .addOrderBy('k.id', 'DESC')
      .skip((page - 1) * perPage)
      .take(perPage);
    if (status && status !== 'all') q.where('k.status = :status', { status });
    const [rows, total] = await q.getManyAndCount();
    return { data: rows.map((r) => presentKyc(r, this.links)), meta: pageMeta(page, perPage, total) };
  }

  async get(id: number) {
    const row = await this.query().where('k.id = :id', { id }).getOne();
    if (!row) throw DomainError.notFound('KYC_NOT_FOUND', 'KYC verification not found');
    return presentKyc(row, this.links);
  }

  /** The vendor's latest verification, or null (compliance status and submission checks). */
  latestOf(vendorId: number, manager: EntityManager = this.dataSource.manager): Promise<KycRecord | null> {
    return manager.findOne(KycVerification, { where: { vendorId }, order: { id: 'DESC' } });
  }

  /** The ids of the vendor's documents a verification refers to (those a new upload must not replace). */
  async reviewedDocumentIds(manager: EntityManager, vendorId: number): Promise<number[]> {
    return (await manager.find(KycVerification, { where: { vendorId }, select: { documentId: true } }))
      .map((v) => v.documentId)
      .filter((id): id is number => id !== null);
  }

  /** How many verifications per status (admin analytics; raw rows `{ key, n }`). */
  countByStatus(): Promise<Array<{ key: string; n: number }>> {
    return this.dataSource.query(`select status as key, count(*)::int as n from kyc_verifications group by status`);
  }

  /** Latest verification of each vendor in `ids` (admin vendor screens). */
  async latestByVendor(ids: number[]): Promise<Map<number, KycRecord>> {
    const map = new Map<number, KycRecord>();
    if (!ids.length) return map;
    const rows = await this.dataSource.getRepository(KycVerification).find({ where: { vendorId: In(ids) }, order: { id: 'DESC' } });
    for (const r of rows) if (!map.has(r.vendorId)) map.set(r.vendorId, r);
    return map;
  }

  /** The vendor's pending verification, locked (FOR UPDATE) in `manager`'s transaction, or null (an admin's vendor decision). */
  lockPendingOf(manager: EntityManager, vendorId: number): Promise<KycVerification | null> {
    return manager.findOne(KycVerification, { where: { vendorId, status: 'pending' }, lock: { mode: 'pessimistic_write' } });
  }

  /** Locks the verification and its vendor for a decision; 404 / 409 when it cannot be decided. */
  private async lockPending(manager: EntityManager, id: number) {
    const verification = await manager.findOne(KycVerification, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!verification) throw DomainError.notFound('KYC_NOT_FOUND', 'KYC verification not found');
    if (verification.status !== 'pending') throw DomainError.conflict('KYC_NOT_PENDING', NOT_PENDING(verification.status));
    const vendor = await lockVendor(manager, verification.vendorId);
    const user = await this.users.accountOf(manager, vendor.userId);
    return { verification, vendor, user };
  }

  async approve(id: number, admin: SignedInAdmin) {
    await this.dataSource.transaction(async (manager) => {
      const { verification, vendor, user } = await this.lockPending(manager, id);
      await this.review.approve(manager, { verification, vendor, user, actor: adminActor(admin), via: 'kyc' });
    });
    return this.get(id);
  }

  async reject(id: number, admin: SignedInAdmin, reason: string) {
    await this.dataSource.transaction(async (manager) => {
      const { verification, vendor, user } = await this.lockPending(manager, id);
      await this.review.reject(manager, { verification, vendor, user, actor: adminActor(admin), via: 'kyc', reason });
    });
    return this.get(id);
  }

  /**
   * Creates the pending verification for a submitted document, in the caller's transaction (the unique partial
   * index allows one pending per vendor). With 'Auto-approve vendors' on it is approved at once.
   */
  async submit(manager: EntityManager, vendor: VendorRecord, user: UserAccount, document: SubmittedDocument): Promise<KycVerification> {
    const saved = await manager.save(
      manager.create(KycVerification, { vendorId: vendor.id, documentId: document.id, documentType: document.documentType, status: 'pending' }),
    );
    await recordVendorPending(manager, vendor.id);
    const settings = await this.settings.read(manager);
    if (settings.autoApproveVendors) {
      await this.review.approve(manager, { verification: saved, vendor, user, actor: { type: 'system' }, via: 'kyc' });
      saved.status = 'approved';
    } else {
      // The review queue on every admin's open screen (docs/live.md).
      await this.events?.emit(manager, 'kyc.submitted', { vendorId: vendor.id, documentId: document.id });
    }
    if (!settings.autoApproveVendors && settings.emailNotifications && settings.kycAlerts) {
      for (const admin of await allAdmins(manager)) {
        await this.outbox.add(manager, 'notifications.send-email', {
          to: admin.email,
          subject: `New KYC submission: ${vendor.businessName}`,
          text: `${user.name} submitted ${document.documentType.toUpperCase()} documents for ${vendor.businessName} (${vendor.category}). Review them in the admin portal.`,
          link: null,
        });
      }
    }
    return saved;
  }
}
