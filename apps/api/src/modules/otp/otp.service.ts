import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, type ErrorCodeFor } from '../../common/domain-error.js';
import { DataSource, IsNull } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { lockUserRow, markPhoneVerified } from '../users/user-rows.js';
import type { SignedInUser } from '../users/user.port.js';
import { PhoneOtp } from './entities/phone-otp.entity.js';
import { decryptOtp, encryptOtp, hashOtp, newOtpCode, otpKeys, otpMatches, spokenOtp } from './otp-crypto.js';
import { VoiceOtpProvider } from './providers/voice-otp.provider.js';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 5;

export const OTP_SENT = 'Voice OTP sent successfully!';
export const PHONE_VERIFIED = 'Phone number verified successfully!';
export const INVALID_OTP = 'Invalid OTP. Please try again.';
export const OTP_BURNED = 'Too many wrong attempts. Please request a new code.';
export const OTP_EXPIRED = 'This code has expired. Please request a new code.';
export const OTP_NONE = 'Please request a code first.';
export const ALREADY_VERIFIED = 'Your phone number is already verified.';

const tooMany = (code: ErrorCodeFor<429>, message: string) => new DomainError('too_many', code, message);
const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Voice-call phone verification: random 3-digit codes, hashed, single use, 10 minutes. */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('Otp');
  private readonly keys: ReturnType<typeof otpKeys>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly provider: VoiceOtpProvider,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.keys = otpKeys(env.JWT_SECRET!);
  }

  private assertOwnVendor(user: SignedInUser, userId: number) {
    if (userId !== user.id) throw DomainError.forbidden('OTP_NOT_YOUR_PHONE', 'You can only verify your own phone number.');
    if (user.userType !== 'vendor') throw DomainError.forbidden('OTP_VENDORS_ONLY', 'Phone verification is part of vendor compliance.');
    if (user.phoneVerifiedAt) throw DomainError.conflict('PHONE_ALREADY_VERIFIED', ALREADY_VERIFIED);
  }

  /** POST /api/otp/send-phone: at most one code a minute and five an hour; the call is a job on the otp queue. */
  async send(user: SignedInUser, userId: number) {
    this.assertOwnVendor(user, userId);
    if (!user.phone) throw new DomainError('invalid', 'PHONE_MISSING', 'Failed to send OTP: your account has no phone number.');
    await this.dataSource.transaction(async (manager) => {
      // One request at a time per user, so the limits hold under concurrency.
      await lockUserRow(manager, user.id);
      const recent: Array<{ age: number }> = await manager.query(
        `select extract(epoch from (now() - created_at))::float as age from phone_otps
          where user_id = $1 and created_at > now() - interval '1 hour' order by created_at desc`,
        [user.id],
      );
      if (recent.length && recent[0].age < OTP_RESEND_SECONDS) {
        const wait = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - recent[0].age));
        throw tooMany('OTP_RESEND_TOO_SOON', `Please wait ${wait} seconds before requesting a new code.`);
      }
      if (recent.length >= OTP_MAX_PER_HOUR) {
        const oldest = recent[OTP_MAX_PER_HOUR - 1].age;
        const minutes = Math.max(1, Math.ceil((3600 - oldest) / 60));
        throw tooMany('OTP_HOURLY_LIMIT', `You have requested too many codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      await manager.update(
        PhoneOtp,
        { userId: user.id, consumedAt: IsNull(), burnedAt: IsNull(), supersededAt: IsNull() },
        { supersededAt: new Date(), codeCipher: null },
      );
      const code = newOtpCode();
      const row = await manager.save(
        manager.create(PhoneOtp, {
          userId: user.id,
          phone: user.phone,
          codeHash: '0'.repeat(64),
          codeCipher: encryptOtp(this.keys.enc, code),
          expiresAt: new Date(Date.now() + OTP_TTL_MS),
        }),
      );
      await manager.update(PhoneOtp, { id: row.id }, { codeHash: hashOtp(this.keys.hash, row.id, code) });
      await this.outbox.add(manager, 'otp.voice-call', { otpId: row.id });
    });
    return { message: OTP_SENT, expires_in: OTP_TTL_MS / 1000, resend_in: OTP_RESEND_SECONDS };
  }

  /** POST /api/otp/verify-phone: five wrong tries burn the code. */
  async verify(user: SignedInUser, userId: number, code: string) {
    this.assertOwnVendor(user, userId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(PhoneOtp, { where: { userId: user.id }, order: { id: 'DESC' }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.consumedAt || row.supersededAt) return { kind: 'none' as const };
      if (row.burnedAt) return { kind: 'burned' as const };
      if (row.expiresAt.getTime() < Date.now()) return { kind: 'expired' as const };
      if (otpMatches(this.keys.hash, row.id, code, row.codeHash)) {
        const now = new Date();
        await manager.update(PhoneOtp, { id: row.id }, { consumedAt: now, codeCipher: null });
        await markPhoneVerified(manager, user.id, now);
        return { kind: 'ok' as const, at: now };
      }
      const attempts = row.attempts + 1;
      const burned = attempts >= OTP_MAX_ATTEMPTS;
      await manager.update(PhoneOtp, { id: row.id }, burned ? { attempts, burnedAt: new Date(), codeCipher: null } : { attempts });
      return burned ? { kind: 'burned' as const } : { kind: 'wrong' as const, left: OTP_MAX_ATTEMPTS - attempts };
    });
    switch (outcome.kind) {
      case 'ok':
        return { message: PHONE_VERIFIED, phone_verified: true, phone_verified_at: outcome.at };
      case 'wrong':
        throw DomainError.field('otp', INVALID_OTP, 'OTP_INVALID');
      case 'burned':
        throw tooMany('OTP_TOO_MANY_ATTEMPTS', OTP_BURNED);
      case 'expired':
        throw DomainError.field('otp', OTP_EXPIRED, 'OTP_EXPIRED');
      default:
        throw DomainError.field('otp', OTP_NONE, 'OTP_NOT_REQUESTED');
    }
  }

  private usable(row: PhoneOtp | null): row is PhoneOtp & { codeCipher: string } {
    return !!row && !row.consumedAt && !row.burnedAt && !row.supersededAt && row.expiresAt.getTime() > Date.now() && !!row.codeCipher;
  }

  /** The otp.voice-call job: places the call unless the code is no longer usable. */
  async deliver(otpId: number): Promise<void> {
    const repo = this.dataSource.getRepository(PhoneOtp);
    const row = await repo.findOneBy({ id: otpId });
    if (!this.usable(row)) return;
    const code = decryptOtp(this.keys.enc, row.codeCipher);
    if (!code) {
      await repo.update({ id: row.id }, { callStatus: 'failed', callError: 'code could not be decrypted (secret changed?)' });
      return;
    }
    try {
      const { sessionId } = await this.provider.placeCall({ otpId: row.id, to: row.phone, code, text: spokenOtp(code) });
      await repo.update({ id: row.id }, { callStatus: 'placed', callSessionId: sessionId.slice(0, 120), callError: null });
    } catch (err) {
      await repo.update({ id: row.id }, { callError: String((err as Error).message).slice(0, 500) });
      this.logger.warn(`voice call for OTP #${row.id} failed: ${(err as Error).message}`);
      throw err;
    }
  }

  /** What the voice provider's callback answers for a call session: the code, read out, while it is usable. */
  async callbackXml(body: Record<string, unknown>, token: unknown): Promise<string> {
    if (this.env.AT_CALLBACK_TOKEN && token !== this.env.AT_CALLBACK_TOKEN) throw DomainError.forbidden('OTP_CALLBACK_FORBIDDEN', 'Unknown caller.');
    if (String(body.isActive ?? '1') === '0') return '<?xml version="1.0" encoding="UTF-8"?><Response/>';
    const sessionId = typeof body.sessionId === 'string' ? body.sessionId.slice(0, 120) : '';
    const row = sessionId ? await this.dataSource.getRepository(PhoneOtp).findOneBy({ callSessionId: sessionId }) : null;
    const code = this.usable(row) ? decryptOtp(this.keys.enc, row.codeCipher) : null;
    const text = code ? spokenOtp(code) : 'This verification code is no longer valid. Please request a new code in the Oja app.';
    return `<?xml version="1.0" encoding="UTF-8"?><Response><Say voice="woman" playBeep="false">${xmlEscape(text)}</Say></Response>`;
  }
}
