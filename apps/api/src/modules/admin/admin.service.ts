import { Inject, Injectable } from '@nestjs/common';
import { ENV, Env } from '../../config/env.js';
import { DomainError } from '../../common/domain-error.js';
import { DataSource, QueryFailedError } from 'typeorm';
import { lockAdmin, readAdmin, setAdminProfile } from '../admin-auth/admin-rows.js';
import type { SignedInAdmin } from '../admin-auth/admin.port.js';
import { presentAdmin } from '../admin-auth/admin-auth.service.js';
import { AuditService, presentAudit } from '../audit/audit.service.js';
import { KycService } from '../kyc/kyc.service.js';
import { adminActor, VendorReviewService } from '../kyc/vendor-review.service.js';
import { emailInUse } from '../users/email-in-use.js';
import { UsersService } from '../users/users.service.js';
import { findLockedVendor } from '../vendors/vendor-rows.js';
import { VendorsService } from '../vendors/vendors.service.js';
import { presentAdminUser, presentAdminVendor } from './admin.presenter.js';
import { pageMeta } from '../../common/pagination.js';

const count = (v: unknown) => Number(v ?? 0);

@Injectable()
export class AdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly review: VendorReviewService,
    private readonly vendors: VendorsService,
    private readonly kyc: KycService,
    private readonly users: UsersService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** GET /api/admin/dashboard plus recent audit entries. */
  async dashboard() {
    const [row] = await this.dataSource.query(`
      select
        (select count(*) from vendors) as total_vendors,
        (select count(*) from kyc_verifications where status = 'pending') as pending_kyc,
        (select count(*) from vendors where is_verified) as approved_vendors,
        (select count(*) from vendors where verification_status = 'rejected') as rejected_vendors,
        (select count(*) from users) as total_users,
        (select count(*) from vendors where live) as active_vendors`);
    const stats = {
      total_vendors: count(row.total_vendors),
      pending_kyc: count(row.pending_kyc),
      approved_vendors: count(row.approved_vendors),
      rejected_vendors: count(row.rejected_vendors),
      total_users: count(row.total_users),
      active_vendors: count(row.active_vendors),
    };
    const verificationRate = stats.total_vendors ? Math.round((stats.approved_vendors / stats.total_vendors) * 100) : 0;
    const recent = await this.audit.recent(10);
    return { data: { ...stats, verification_rate: verificationRate, recent_activity: recent.map(presentAudit) } };
  }

  /** GET /api/admin/vendors: search, category and status filters on the server. */
  async listVendors(q: { search?: string; category?: string; status?: string }, page: number, perPage: number) {
    const [rows, total] = await this.vendors.pageForAdmin(q, page, perPage);
    const kyc = await this.kyc.latestByVendor(rows.map((r) => r.id));
    return { data: rows.map((v) => presentAdminVendor(v, kyc.get(v.id))), meta: pageMeta(page, perPage, total) };
  }

  async getVendor(id: number) {
    const v = await this.vendors.findWithAccount(id);
    if (!v) throw DomainError.notFound('VENDOR_NOT_FOUND', 'Vendor not found');
    const kyc = await this.kyc.latestByVendor([v.id]);
    return { ...presentAdminVendor(v, kyc.get(v.id)), details: await this.vendors.details(v) };
  }

  private async lockVendor(manager: import('typeorm').EntityManager, id: number) {
    const vendor = await findLockedVendor(manager, id);
    if (!vendor) throw DomainError.notFound('VENDOR_NOT_FOUND', 'Vendor not found');
    const user = await this.users.accountOf(manager, vendor.userId);
    const pending = await this.kyc.lockPendingOf(manager, id);
    return { vendor, user, pending };
  }

  /** POST /api/admin/vendors/{id}/verify: the vendor (and any pending KYC) is approved. */
  async verifyVendor(id: number, admin: SignedInAdmin) {
    await this.dataSource.transaction(async (manager) => {
      const { vendor, user, pending } = await this.lockVendor(manager, id);
      if (vendor.isVerified) throw DomainError.conflict('VENDOR_ALREADY_VERIFIED', 'This vendor is already verified.');
      await this.review.approve(manager, { vendor, user, verification: pending, actor: adminActor(admin), via: 'vendor' });
    });
    return this.getVendor(id);
  }

  /** POST /api/admin/vendors/{id}/reject {reason}: the vendor (and any pending KYC) is rejected. */
  async rejectVendor(id: number, admin: SignedInAdmin, reason: string) {
    await this.dataSource.transaction(async (manager) => {
      const { vendor, user, pending } = await this.lockVendor(manager, id);
      if (vendor.verificationStatus === 'rejected' && !pending) throw DomainError.conflict('VENDOR_ALREADY_REJECTED', 'This vendor is already rejected.');
      await this.review.reject(manager, { vendor, user, verification: pending, actor: adminActor(admin), via: 'vendor', reason });
    });
    return this.getVendor(id);
  }

  /** GET /api/admin/users */
  async listUsers(q: { search?: string; user_type?: string }, page: number, perPage: number) {
    const [rows, total] = await this.users.pageForAdmin(q, page, perPage);
    return { data: rows.map((u) => presentAdminUser(u, this.env.PUBLIC_URL!)), meta: pageMeta(page, perPage, total) };
  }

  async auditLog(page: number, perPage: number, action?: string) {
    const { rows, total } = await this.audit.list(page, perPage, action);
    return { data: rows.map(presentAudit), meta: pageMeta(page, perPage, total) };
  }

  /** GET /api/admin/analytics: platform breakdowns. */
  async analytics() {
    const [byCategory, byType, byKyc, signups] = await Promise.all([
      this.vendors.countByCategory(),
      this.users.countByType(),
      this.kyc.countByStatus(),
      this.users.countRecentSignups(),
    ]);
    const toMap = (rows: Array<{ key: string; n: number }>) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
    return {
      data: {
        vendors_by_category: toMap(byCategory),
        users_by_type: toMap(byType),
        kyc_by_status: toMap(byKyc),
        signups_last_30_days: signups[0]?.n ?? 0,
      },
    };
  }

  /** PUT /api/admin/profile {name, email}. */
  async updateProfile(admin: SignedInAdmin, name: string, email: string) {
    try {
      const updated = await this.dataSource.transaction(async (manager) => {
        const current = await lockAdmin(manager, admin.id);
        const changes: Record<string, { from: string; to: string }> = {};
        if (current.name !== name) changes.name = { from: current.name, to: name };
        if (current.email !== email) changes.email = { from: current.email, to: email };
        if (Object.keys(changes).length) {
          // Taken by another admin, a customer or a vendor: the same answer as any taken address.
          if (changes.email && (await emailInUse(manager, email)))
            throw new DomainError('conflict', 'EMAIL_TAKEN', 'The email has already been taken.', { email: ['The email has already been taken.'] });
          await setAdminProfile(manager, admin.id, name, email);
          await this.audit.record(manager, adminActor({ id: admin.id, name, email }), {
            action: 'admin.profile_updated',
            summary: `Updated own admin profile (${Object.keys(changes).join(', ')})`,
            subjectType: 'admin',
            subjectId: admin.id,
            details: { changes },
          });
        }
        return readAdmin(manager, admin.id);
      });
      return { message: 'Profile updated successfully!', admin: presentAdmin(updated) };
    } catch (err) {
      if (err instanceof QueryFailedError && (err as { code?: string }).code === '23505') {
        throw new DomainError('conflict', 'EMAIL_TAKEN', 'The email has already been taken.', { email: ['The email has already been taken.'] });
      }
      throw err;
    }
  }
}
