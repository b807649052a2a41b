import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError, Repository } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { hashPassword, verifyPassword } from '../../common/passwords.js';
import { User } from '../users/entities/user.entity.js';
import { presentVendor } from '../vendors/vendor.presenter.js';
import { presentUser } from './auth.presenter.js';
import { normalizePhoneNg } from '@oja/shared';
import { NotificationsService } from '../notifications/notifications.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { RegisterDto } from './dto/auth.dto.js';
import { TokenService } from './token.service.js';

const HOUR = 3600_000;
export const EMAIL_TAKEN = 'The email has already been taken.';
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const INVALID_PHONE = 'Please enter a valid Nigerian phone number, e.g. 0803 123 4567.';

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: TokenService,
    private readonly notifications: NotificationsService,
    @Inject(ENV) private readonly env: Env,
    private readonly settings: SettingsService,
  ) {}

  async register(dto: RegisterDto) {
    await this.settings.assertRegistrationsOpen();
    const phone = normalizePhoneNg(dto.phone);
    if (!phone) throw DomainError.field('phone', INVALID_PHONE, 'PHONE_INVALID');
    if (await this.users.existsBy({ email: dto.email })) {
      throw new DomainError('conflict', 'EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    }
    const passwordHash = await hashPassword(dto.password);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(manager.create(User, { name: dto.name, email: dto.email, phone, passwordHash, userType: dto.user_type }));
        await this.sendVerification(manager, saved);
        await this.notifications.notify(manager, {
          userId: saved.id,
          title: 'Welcome to Oja!',
          body:
            dto.user_type === 'vendor'
              ? 'Your account is ready. Finish your business details, verify your phone and upload your document to go live.'
              : 'Your account is ready. Confirm your e-mail address, then book services and apartments with your money safe in escrow.',
        });
        return saved;
      });
      user.vendor = null;
      return {
        message: 'Registration successful! Please check your email to verify your account.',
        user: presentUser(user),
      };
    } catch (err) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (err instanceof QueryFailedError && (err as { code?: string }).code === '23505') {
        throw new DomainError('conflict', 'EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      }
      throw err;
    }
  }

  /** E-mails a verification link (24 h) through the notifications queue, in the caller's transaction. */
  async sendVerification(manager: EntityManager, user: User) {
    const token = await this.tokens.issueUserToken(manager, user.id, 'email_verify', 24 * HOUR);
    const link = new URL(`/api/email/verify?token=${token}`, this.env.APP_URL).toString();
    await this.notifications.notify(manager, {
      userId: user.id,
      email: user.email,
      inApp: false,
      title: 'Verify your Oja e-mail address',
      body: `Hello ${user.name}, welcome to Oja! Please confirm your e-mail address by opening this link (valid for 24 hours):`,
      emailLink: link,
    });
  }

  async resendVerification(user: User) {
    if (user.emailVerifiedAt) return { message: 'Your e-mail address is already verified.' };
    await this.dataSource.transaction((m) => this.sendVerification(m, user));
    return { message: 'A new verification link has been sent to your e-mail.' };
  }

  /** Confirms an e-mail address; false when the link is unknown, used or expired. */
  async verifyEmail(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consumeUserToken(manager, token, 'email_verify');
      if (!userId) return false;
      await manager.query('update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1', [userId]);
      return true;
    });
  }

  async login(email: string, password: string) {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .leftJoinAndSelect('u.vendor', 'vendor')
      .where('u.email = :email', { email })
      .getOne();
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    return { token: this.tokens.sign(user.id, 'user'), ...this.session(user) };
  }

  /** `{ user, vendor }` as /api/me and /api/login answer. */
  session(user: User) {
    return { user: presentUser(user), vendor: presentVendor(user.vendor, user) };
  }

  async forgotPassword(email: string) {
    const user = await this.users.findOneBy({ email });
    if (user) {
      await this.dataSource.transaction(async (manager) => {
        const token = await this.tokens.issueUserToken(manager, user.id, 'password_reset', HOUR);
        await this.notifications.notify(manager, {
          userId: user.id,
          email: user.email,
          inApp: false,
          title: 'Reset your Oja password',
          body: `Hello ${user.name}, we received a request to reset your password. Open this link within one hour to choose a new one. If it was not you, ignore this e-mail.`,
          emailLink: new URL(`/reset-password?token=${token}`, this.env.APP_URL).toString(),
        });
      });
    }
    return { message: 'If an account exists for that e-mail, we have sent a password reset link.' };
  }

  async resetPassword(token: string, password: string) {
    const passwordHash = await hashPassword(password);
    const ok = await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consumeUserToken(manager, token, 'password_reset');
      if (!userId) return false;
      // Every session from before the reset ends.
      await manager.update(User, { id: userId }, { passwordHash, tokensValidAfter: new Date() });
      return true;
    });
    if (!ok) throw DomainError.field('token', 'This password reset link is invalid or has expired.', 'RESET_TOKEN_INVALID');
    return { message: 'Your password has been reset. You can now log in.' };
  }
}
