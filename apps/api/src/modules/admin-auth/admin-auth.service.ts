import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { hashPassword, verifyPassword } from '../../common/passwords.js';
import { TokenService } from '../auth/token.service.js';
import type { ChangePasswordDto } from '../auth/dto/change-password.dto.js';
import { LoginLockoutService } from '../auth/login-lockout.service.js';
import { checkPasswordChange, PASSWORD_CHANGED_MESSAGE } from '../auth/password-change.js';
import { Admin } from './entities/admin.entity.js';
import type { AdminProfile } from './admin.port.js';
import { replaceAdminPassword } from './admin-recovery.js';
import { emailInUse } from '../users/email-in-use.js';

export const presentAdmin = (a: AdminProfile) => ({ id: a.id, name: a.name, email: a.email, role: a.role });

@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAuth');

  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    private readonly tokens: TokenService,
    @Inject(ENV) private readonly env: Env,
    private readonly lockout: LoginLockoutService,
  ) {}

  /** Every administrator's id (whom an event for "the admins" reaches: the live channel). */
  async adminIds(): Promise<number[]> {
    return (await this.admins.find({ select: { id: true }, order: { id: 'ASC' } })).map((a) => a.id);
  }

  /** The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD; an existing account is never overwritten. */
  async onApplicationBootstrap() {
    const email = this.env.ADMIN_EMAIL?.trim().toLowerCase();
    if (!email || !this.env.ADMIN_PASSWORD) return;
    if (await this.admins.existsBy({ email })) return;
    const passwordHash = await hashPassword(this.env.ADMIN_PASSWORD);
    const created = await this.admins.manager.transaction(async (manager) => {
      // One address, one account: a customer or vendor with this address keeps it.
      if (await emailInUse(manager, email)) return false;
      await manager
        .createQueryBuilder()
        .insert()
        .into(Admin)
        .values({ name: this.env.ADMIN_NAME, email, passwordHash, role: 'super_admin' })
        .orIgnore()
        .execute();
      return true;
    });
    if (created) this.logger.log(`created the first admin: ${email}`);
    else this.logger.warn(`ADMIN_EMAIL ${email} belongs to another account: no admin created from it`);
  }

  /** `client`: the caller's address; wrong passwords lock the admin's sign-in from that address only (LoginLockoutService). */
  async login(email: string, password: string, client?: string) {
    await this.lockout.assertNotLocked('admin', email, client);
    const admin = await this.admins.createQueryBuilder('a').addSelect('a.passwordHash').where('a.email = :email', { email }).getOne();
    if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
      await this.lockout.failed('admin', email, client);
      throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid credentials');
    }
    await this.lockout.succeeded('admin', email, client);
    return { token: this.tokens.sign(admin.id, 'admin', admin.sessionVersion), admin: presentAdmin(admin) };
  }

  /**
   * Whether a session begun with the admin token `jti` (session version `sv`) still stands: the token was not
   * logged out and the password was not changed since. The queue dashboard asks on every request.
   */
  async sessionActive(adminId: number, jti: string, sv: number): Promise<boolean> {
    const [admin, revoked] = await Promise.all([this.admins.findOneBy({ id: adminId }), this.tokens.isRevoked(jti)]);
    return !!admin && !revoked && admin.sessionVersion === sv;
  }

  /** POST /api/admin/password/change: other admin sessions end; the answer carries a new token for this one. */
  async changePassword(admin: Admin, dto: ChangePasswordDto, client?: string) {
    const current = await this.admins.createQueryBuilder('a').addSelect('a.passwordHash').where('a.id = :id', { id: admin.id }).getOne();
    const passwordHash = await checkPasswordChange(this.lockout, 'admin', { email: admin.email, name: admin.name }, current?.passwordHash, dto, client);
    const sessionVersion = await replaceAdminPassword(this.admins.manager, admin.id, passwordHash);
    return { message: PASSWORD_CHANGED_MESSAGE, token: this.tokens.sign(admin.id, 'admin', sessionVersion!) };
  }
}
