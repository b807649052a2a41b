import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '../../common/domain-error.js';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ENV, Env } from '../../config/env.js';
import { hashPassword, verifyPassword } from '../../common/passwords.js';
import { TokenService } from '../auth/token.service.js';
import { Admin } from './entities/admin.entity.js';

export const presentAdmin = (a: Admin) => ({ id: a.id, name: a.name, email: a.email, role: a.role });

@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAuth');

  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    private readonly tokens: TokenService,
    @Inject(ENV) private readonly env: Env,
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
    const admin = await this.admins.createQueryBuilder('a').addSelect('a.passwordHash').where('a.email = :email', { email }).getOne();
    if (!(await verifyPassword(admin?.passwordHash, password)) || !admin) throw new DomainError('unauthenticated', 'INVALID_CREDENTIALS', 'Invalid credentials');
    return { token: this.tokens.sign(admin.id, 'admin'), admin: presentAdmin(admin) };
  }
}
