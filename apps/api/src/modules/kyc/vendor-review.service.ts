import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { dashboardSegment } from '@oja/shared';
import type { AdminContact } from '../admin-auth/admin.port.js';
import { AuditActor, AuditService } from '../audit/audit.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { UserAccount } from '../users/user.port.js';
import { recordVendorApproved, recordVendorRejected } from '../vendors/vendor-rows.js';
import type { VendorRecord } from '../vendors/vendor.port.js';
import { KycVerification } from './entities/kyc-verification.entity.js';

export interface Decision {
  vendor: VendorRecord;
  user: UserAccount;
  /** The pending verification decided with it, if any. */
  verification: KycVerification | null;
  actor: AuditActor;
  /** What the audit log calls it: a KYC decision or a vendor-management one. */
  via: 'kyc' | 'vendor';
}

export const adminActor = (admin: AdminContact): AuditActor => ({ type: 'admin', admin });

/** The decision's pending verification, if any, marked decided at `now` by the acting admin (none for the system). */
async function markReviewed(manager: EntityManager, d: Decision, now: Date, status: 'approved' | 'rejected', rejectionReason: string | null) {
  if (!d.verification) return;
  const adminId = d.actor.type === 'admin' ? d.actor.admin.id : null;
  await manager.update(KycVerification, { id: d.verification.id }, { status, reviewedAt: now, reviewedByAdminId: adminId, rejectionReason });
}

/**
 * Approves or rejects a vendor, in the caller's transaction: the vendor, the pending verification, the audit
 * entry, and the vendor's in-app notification and e-mail commit together.
 */
@Injectable()
export class VendorReviewService {
  constructor(
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  private complianceLink(user: UserAccount, vendor: VendorRecord) {
    return `/dashboard/${dashboardSegment(user.userType, vendor.category)}/compliance`;
  }

  /** `d.vendor` as read under the caller's row lock: whether it was verified before decides if the vendor is told. */
  async approve(manager: EntityManager, d: Decision): Promise<void> {
    const now = new Date();
    await markReviewed(manager, d, now, 'approved', null);
    await recordVendorApproved(manager, d.vendor.id, now);
    const auto = d.actor.type === 'system';
    await this.audit.record(manager, d.actor, {
      action: auto ? 'kyc.auto_approved' : d.via === 'kyc' ? 'kyc.approved' : 'vendor.verified',
      summary: `${auto ? 'Automatically approved' : d.via === 'kyc' ? 'Approved KYC of' : 'Verified vendor'} ${d.vendor.businessName}`,
      subjectType: d.via === 'kyc' && d.verification ? 'kyc_verification' : 'vendor',
      subjectId: d.via === 'kyc' && d.verification ? d.verification.id : d.vendor.id,
      details: { vendor_id: d.vendor.id, business_name: d.vendor.businessName, kyc_verification_id: d.verification?.id ?? null },
    });
    // A vendor already verified (a stale review approved later) was told once: no second "approved" message.
    if (d.vendor.isVerified) return;
    const live = !!d.user.phoneVerifiedAt;
    await this.notifications.notify(manager, {
      userId: d.user.id,
      email: d.user.email,
      title: 'Your vendor account has been approved',
      action: true,
      body: live
        ? `Congratulations! ${d.vendor.businessName} has been verified and is now live on Oja.`
        : `Your documents for ${d.vendor.businessName} have been approved. Verify your phone number on the Compliance page to go live.`,
      link: this.complianceLink(d.user, d.vendor),
    });
  }

  async reject(manager: EntityManager, d: Decision & { reason: string }): Promise<void> {
    const now = new Date();
    await markReviewed(manager, d, now, 'rejected', d.reason);
    await recordVendorRejected(manager, d.vendor.id, d.reason);
    await this.audit.record(manager, d.actor, {
      action: d.via === 'kyc' ? 'kyc.rejected' : 'vendor.rejected',
      summary: `${d.via === 'kyc' ? 'Rejected KYC of' : 'Rejected vendor'} ${d.vendor.businessName}`,
      subjectType: d.via === 'kyc' && d.verification ? 'kyc_verification' : 'vendor',
      subjectId: d.via === 'kyc' && d.verification ? d.verification.id : d.vendor.id,
      reason: d.reason,
      details: { vendor_id: d.vendor.id, business_name: d.vendor.businessName, kyc_verification_id: d.verification?.id ?? null },
    });
    await this.notifications.notify(manager, {
      userId: d.user.id,
      email: d.user.email,
      title: 'Your vendor verification was not approved',
      body: `We could not verify ${d.vendor.businessName}. Reason: ${d.reason} You can upload a corrected document on the Compliance page and submit it again, or contact support.`,
      link: this.complianceLink(d.user, d.vendor),
    });
  }
}
