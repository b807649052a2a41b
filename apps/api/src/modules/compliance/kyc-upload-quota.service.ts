import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ByteQuota, clientAddressKey } from '../../common/byte-quota.js';
import { DomainError } from '../../common/domain-error.js';
import { limiterRedis } from '../../common/throttler-storage.js';
import { INFRA } from '../../config/config.module.js';
import { ENV, Env } from '../../config/env.js';
import type { Infra } from '../../bootstrap/infra.js';

const HOUR = 3_600_000;

export const KYC_ADDRESS_QUOTA_EXCEEDED = (minutes: number) =>
  `Too many documents have been uploaded from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const KYC_STORAGE_FULL = 'Document uploads are paused while we review the documents already submitted. Please try again later.';

/**
 * Storage quotas of KYC uploads beyond the per-vendor caps, so new accounts cannot fill the disk: bytes stored per
 * client address per hour, whatever account sends them (KYC_UPLOAD_BYTES_PER_ADDRESS_HOUR), and bytes stored and
 * not yet decided by a review, all vendors together (KYC_UNREVIEWED_BYTES_MAX).
 */
@Injectable()
export class KycUploadQuota implements OnApplicationShutdown {
  private readonly perAddress: ByteQuota;

  constructor(
    @Inject(INFRA) infra: Infra,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.perAddress = new ByteQuota(infra.redisUrl ? limiterRedis(infra.redisUrl, `${env.REDIS_PREFIX}:quota:kyc:`) : null, HOUR);
  }

  private tooMany(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return DomainError.tooMany('KYC_UPLOAD_QUOTA_EXCEEDED', KYC_ADDRESS_QUOTA_EXCEEDED(Math.ceil(seconds / 60)), seconds);
  }

  /** 429 before the body is read when the address has nothing left this hour. */
  async assertAddressOpen(ip: string | undefined): Promise<void> {
    const answer = await this.perAddress.take(clientAddressKey(ip), 0, this.env.KYC_UPLOAD_BYTES_PER_ADDRESS_HOUR);
    if (!answer.ok) throw this.tooMany(answer.retryAfterMs);
  }

  /** Counts `bytes` against the address's hourly budget, or 429 (nothing counted) when they do not fit. */
  async takeForAddress(ip: string | undefined, bytes: number): Promise<void> {
    const answer = await this.perAddress.take(clientAddressKey(ip), bytes, this.env.KYC_UPLOAD_BYTES_PER_ADDRESS_HOUR);
    if (!answer.ok) throw this.tooMany(answer.retryAfterMs);
  }

  /** Gives the address back the bytes of an upload that was not kept. */
  giveBack(ip: string | undefined, bytes: number): Promise<void> {
    return this.perAddress.giveBack(clientAddressKey(ip), bytes);
  }

  /**
   * 507 KYC_STORAGE_FULL when storing `addBytes` (less `freedBytes`, the replaced documents) would take the
   * unreviewed total past the limit. Inside an upload's transaction, `lock` serialises the check with the other
   * uploads' (a transaction-scoped advisory lock), so the total holds exactly.
   */
  async assertRoomFor(manager: EntityManager, addBytes: number, freedBytes = 0, lock = false): Promise<void> {
    if (lock) await manager.query(`SELECT pg_advisory_xact_lock(hashtext('oja:kyc-unreviewed-bytes'))`);
    const [{ n }]: Array<{ n: string }> = await manager.query(
      `SELECT coalesce(sum(d.size_bytes), 0)::bigint AS n FROM vendor_documents d
        WHERE NOT EXISTS (SELECT 1 FROM kyc_verifications k WHERE k.document_id = d.id AND k.status <> 'pending')`,
    );
    if (Number(n) - freedBytes + addBytes > this.env.KYC_UNREVIEWED_BYTES_MAX) {
      throw new DomainError('insufficient_storage', 'KYC_STORAGE_FULL', KYC_STORAGE_FULL);
    }
  }

  onApplicationShutdown() {
    this.perAddress.onApplicationShutdown();
  }
}
