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

export const presentAdmin = (a: Admin) => ({ id: a.id, name: a.name, email: a.email, role: a.role });

@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAuth');

  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    private readonly tokens: TokenService,
    @Inject(ENV) private readonly env: Env,
    private readonly lockout: LoginLockoutService,
  ) {}

  /** The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD; an existing account is never overwritten. */
  async onApplicationBootstrap() {
    const email = this.env.ADMIN_EMAIL?.trim().toLowerCase();
    if (!email || !this.env.ADMIN_PASSWORD) return;
    if (await this.admins.existsBy({ email })) return;
    const passwordHash = await hashPassword(this.env.ADMIN_PASSWORD);
    await this.admins.createQueryBuilder().insert().values({ name: this.env.ADMIN_NAME, email, passwordHash, role: 'super_admin' }).orIgnore().execute();
    this.logger.log(`created the first admin: ${email}`);
  }

  async login(email: string, password: string) {
    await this.lockout.assertNotLocked('admin', email);
    const admin = await this.admins.createQueryBuilder('a').addSelect('a.passwordHash').where('a.email = :email', { email }).getOne();
    if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) {
      await this.lockout.failed('admin', email);
      throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid credentials');
    }
    await this.lockout.succeeded('admin', email);
    return { token: this.tokens.sign(admin.id, 'admin', admin.sessionVersion), admin: presentAdmin(admin) };
  }

  /** POST /api/admin/password/change: other admin sessions end; the answer carries a new token for this one. */
  async changePassword(admin: Admin, dto: ChangePasswordDto) {
    const current = await this.admins.createQueryBuilder('a').addSelect('a.passwordHash').where('a.id = :id', { id: admin.id }).getOne();
    const passwordHash = await checkPasswordChange(this.lockout, 'admin', { email: admin.email, name: admin.name }, current?.passwordHash, dto);
    const result: unknown[] = await this.admins.manager.query(
      'update admins set password_hash = $2, session_version = session_version + 1, updated_at = now() where id = $1 returning session_version',
      [admin.id, passwordHash],
    );
    // TypeORM answers an UPDATE … RETURNING on PostgreSQL as [rows, affected].
    const rows = (Array.isArray(result[0]) ? result[0] : result) as Array<{ session_version: number }>;
    return { message: PASSWORD_CHANGED_MESSAGE, token: this.tokens.sign(admin.id, 'admin', Number(rows[0].session_version)) };
  }
}
