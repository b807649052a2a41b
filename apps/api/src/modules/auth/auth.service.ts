import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../common/passwords.js';
import { allowedReturnUrl, RETURN_URL_MAX_LENGTH, withQuery } from '../../common/return-url.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { JobHandler } from '../../queue/job-handler.decorator.js';
import type { JobPayloads } from '../../queue/jobs.js';
import { insertUser } from '../users/user-rows.js';
import { UsersService } from '../users/users.service.js';
import type { SignedInUser } from '../users/user.port.js';
import { emailInUse } from '../users/email-in-use.js';
import { presentVendor } from '../vendors/vendor.presenter.js';
import { presentUser } from './auth.presenter.js';
import { normalizePhoneNg } from '@oja/shared';
import { NotificationsService } from '../notifications/notifications.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { RegisterDto } from './dto/auth.dto.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginLockoutService } from './login-lockout.service.js';
import { checkPasswordChange, confirmCurrentPassword, PASSWORD_CHANGED_MESSAGE } from './password-change.js';
import { TokenService } from './token.service.js';

const HOUR = 3600_000;
export const EMAIL_TAKEN = 'The email has already been taken.';
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated at your request and can no longer be used to log in. Please contact support to reactivate it.';
export const INVALID_PHONE = 'Please enter a valid Nigerian phone number, e.g. 0803 123 4567.';

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly notifications: NotificationsService,
    @Inject(ENV) private readonly env: Env,
    private readonly settings: SettingsService,
    private readonly lockout: LoginLockoutService,
    private readonly outbox: OutboxService,
  ) {}

  async register(dto: RegisterDto) {
    await this.settings.assertRegistrationsOpen();
    const redirectUrl = allowedReturnUrl(dto.redirect_url, this.env.CORS_ORIGINS, 'redirect_url');
    const phone = normalizePhoneNg(dto.phone);
    if (!phone) throw DomainError.field('phone', INVALID_PHONE, 'PHONE_INVALID');
    assertAcceptablePassword(dto.password, { email: dto.email, name: dto.name });
    // Taken by a customer, a vendor or an administrator: the same answer.
    const taken = () => new DomainError('conflict', 'EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    if (await emailInUse(this.dataSource.manager, dto.email)) throw taken();
    const passwordHash = await hashPassword(dto.password);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        if (await emailInUse(manager, dto.email)) throw taken();
        const saved = await insertUser(manager, { name: dto.name, email: dto.email, phone, passwordHash, userType: dto.user_type });
        await this.sendVerification(manager, saved, redirectUrl);
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
        user: presentUser(user, this.env.PUBLIC_URL!),
      };
    } catch (err) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (err instanceof QueryFailedError && (err as { code?: string }).code === '23505') {
        throw taken();
      }
      throw err;
    }
  }

  /**
   * E-mails a verification link (24 h) through the notifications queue, in the caller's transaction; nothing once
   * the account had its share of links in the window (TokenService.issueUserToken), and the caller answers the same.
   * `redirectUrl` (checked by the caller) is where the link lands after confirming, instead of Oja's /login.
   */
  async sendVerification(manager: EntityManager, user: Pick<SignedInUser, 'id' | 'email' | 'name'>, redirectUrl: string | null = null) {
    const token = await this.tokens.issueUserToken(manager, user.id, 'email_verify', 24 * HOUR);
    if (!token) return;
    const query = new URLSearchParams({ token, ...(redirectUrl ? { redirect_url: redirectUrl } : {}) });
    await this.notifications.notify(manager, {
      userId: user.id,
      email: user.email,
      inApp: false,
      title: 'Verify your Oja e-mail address',
      body: `Hello ${user.name}, welcome to Oja! Please confirm your e-mail address by opening this link (valid for 24 hours):`,
      secretLink: new URL(`/api/email/verify?${query}`, this.env.APP_URL).toString(),
    });
  }

  async resendVerification(user: SignedInUser) {
    if (user.emailVerifiedAt) return { message: 'Your e-mail address is already verified.' };
    await this.dataSource.transaction((m) => this.sendVerification(m, user));
    return { message: 'A new verification link has been sent to your e-mail.' };
  }

  /**
   * Where a browser goes after following a verification link: the link's `redirect_url` when it is still on an
   * allowed origin (a link edited to point elsewhere falls back), else Oja's /login; with `verified=1|invalid`.
   */
  verifiedLanding(redirectUrl: unknown, ok: boolean): string {
    const verified = ok ? '1' : 'invalid';
    let partner: string | null = null;
    try {
      partner =
        typeof redirectUrl === 'string' && redirectUrl.length <= RETURN_URL_MAX_LENGTH
          ? allowedReturnUrl(redirectUrl, this.env.CORS_ORIGINS, 'redirect_url')
          : null;
    } catch {
      partner = null;
    }
    return partner ? withQuery(partner, { verified }) : `/login?verified=${verified}`;
  }

  /** Confirms an e-mail address; false when the link is unknown, used or expired. */
  async verifyEmail(token: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.consumeUserToken(manager, token, 'email_verify');
      if (!userId) return false;
      await this.users.markEmailVerified(manager, userId);
      return true;
    });
  }

  async login(email: string, password: string) {
    await this.lockout.assertNotLocked('user', email);
    const user = await this.users.credentialsByEmail(email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await this.lockout.failed('user', email);
      throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    await this.lockout.succeeded('user', email);
    // Deactivation takes effect 24 h after the request, whether or not its job has run yet.
    const due = user.deactivationRequestedAt && user.deactivationRequestedAt.getTime() + this.env.ACCOUNT_DEACTIVATION_DELAY_MS <= Date.now();
    if (user.deactivatedAt || due) throw DomainError.forbidden('ACCOUNT_DEACTIVATED', ACCOUNT_DEACTIVATED);
    return { token: this.tokens.sign(user.id, 'user', user.sessionVersion), ...this.session(user) };
  }

  /** `{ user, vendor }` as /api/me and /api/login answer. */
  session(user: SignedInUser) {
    return { user: presentUser(user, this.env.PUBLIC_URL!), vendor: presentVendor(user.vendor, user) };
  }

  /**
   * The same work whether or not an account has this e-mail (one outbox row, no lookup), so the answer's
   * timing does not tell which e-mails are registered; the job looks the account up and e-mails the link.
   */
  async forgotPassword(email: string) {
    await this.dataSource.transaction((manager) => this.outbox.add(manager, 'auth.password-reset-requested', { email }));
    return { message: 'If an account exists for that e-mail, we have sent a password reset link.' };
  }

  /** The job: e-mails a reset link (one hour) unless there is no such account or it had its share of links in the window. */
  @JobHandler('auth.password-reset-requested')
  async sendPasswordReset({ email }: JobPayloads['auth.password-reset-requested']) {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    await this.dataSource.transaction(async (manager) => {
      const token = await this.tokens.issueUserToken(manager, user.id, 'password_reset', HOUR);
      if (!token) return;
      await this.notifications.notify(manager, {
        userId: user.id,
        email: user.email,
        inApp: false,
        title: 'Reset your Oja password',
        body: `Hello ${user.name}, we received a request to reset your password. Open this link within one hour to choose a new one. If it was not you, ignore this e-mail.`,
        secretLink: new URL(`/reset-password?token=${token}`, this.env.APP_URL).toString(),
      });
    });
  }

  async resetPassword(token: string, password: string) {
    const invalidLink = () => DomainError.field('token', 'This password reset link is invalid or has expired.', 'RESET_TOKEN_INVALID');
    const userId = await this.tokens.peekUserToken(token, 'password_reset');
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw invalidLink();
    assertAcceptablePassword(password, { email: user.email, name: user.name });
    const passwordHash = await hashPassword(password);
    const ok = await this.dataSource.transaction(async (manager) => {
      if ((await this.tokens.consumeUserToken(manager, token, 'password_reset')) !== user.id) return false;
      await this.replacePassword(manager, user.id, passwordHash);
      return true;
    });
    if (!ok) throw invalidLink();
    // Whoever holds the mailbox is the owner: the sign-in lock, if any, is lifted.
    await this.lockout.succeeded('user', user.email);
    return { message: 'Your password has been reset. You can now log in.' };
  }

  /**
   * POST /api/password/change: ends every other session (the account's session version goes up) and answers a
   * new token for this one; the token the request came with stops working too.
   */
  async changePassword(user: SignedInUser, dto: ChangePasswordDto) {
    const passwordHash = await checkPasswordChange(this.lockout, 'user', { email: user.email, name: user.name }, await this.users.passwordHashOf(user.id), dto);
    const sessionVersion = await this.dataSource.transaction((manager) => this.replacePassword(manager, user.id, passwordHash));
    return { message: PASSWORD_CHANGED_MESSAGE, token: this.tokens.sign(user.id, 'user', sessionVersion) };
  }

  /** Re-asks the signed-in user's password before a sensitive change (422 on `field` when wrong; counts towards the sign-in lock). */
  async confirmPassword(user: Pick<SignedInUser, 'id' | 'email'>, password: string, field = 'password'): Promise<void> {
    await confirmCurrentPassword(this.lockout, 'user', user.email, await this.users.passwordHashOf(user.id), password, field);
  }

  /** New password: every session and every outstanding reset link of the account ends. Returns the new session version. */
  private async replacePassword(manager: EntityManager, userId: number, passwordHash: string): Promise<number> {
    await this.tokens.endUserTokens(manager, userId, 'password_reset');
    return this.users.replacePasswordHash(manager, userId, passwordHash);
  }
}
