import { Injectable } from '@nestjs/common';
import { likeEscape, newestFirstPage } from '../../common/pagination.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { EntityManager, In, Repository } from 'typeorm';
import { readCheckedUpload } from '../../common/uploads.js';
import { StorageService } from '../storage/storage.service.js';
import { User } from './entities/user.entity.js';
import type { AccountSettings, NotificationPreferences, SignedInUser, UserAccount, UserCredentials, UserSummary } from './user.port.js';

export const PROFILE_IMAGE_RULES = {
  field: 'profile_picture',
  maxBytes: 5 * 1024 * 1024,
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' } as Record<string, string>,
  messages: {
    missing: 'Please select an image first',
    tooLarge: 'Image size should be less than 5MB',
    badType: 'Please select a valid image file',
  },
};

/** UPDATE … RETURNING answers [rows, count] through TypeORM's postgres driver; plain rows elsewhere. */
const rowsOf = (result: unknown[]): unknown[] => (Array.isArray(result[0]) ? (result[0] as unknown[]) : result);

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly storage: StorageService,
  ) {}

  /** The port other modules read a user through (a party's contact, a vendor's account under review), in `manager`'s transaction. */
  accountOf(manager: EntityManager, id: number): Promise<UserAccount> {
    return manager.findOneByOrFail(User, { id });
  }

  /** One page of users with their vendors for the admin Users list (search and type filters), and the total. */
  pageForAdmin(q: { search?: string; user_type?: string }, page: number, perPage: number): Promise<[SignedInUser[], number]> {
    const query = newestFirstPage(this.users.manager.createQueryBuilder(User, 'u').leftJoinAndSelect('u.vendor', 'v'), 'u', page, perPage);
    const search = q.search?.trim();
    if (search)
      query.andWhere(`(u.name ILIKE :s ESCAPE '\\' OR u.email ILIKE :s ESCAPE '\\' OR u.phone ILIKE :s ESCAPE '\\')`, { s: `%${likeEscape(search)}%` });
    if (q.user_type === 'user' || q.user_type === 'vendor') query.andWhere('u.user_type = :t', { t: q.user_type });
    return query.getManyAndCount();
  }

  /** accountOf, or null when there is no such user. */
  findAccountOf(manager: EntityManager, id: number): Promise<UserAccount | null> {
    return manager.findOneBy(User, { id });
  }

  /** The users of `ids` that exist, in no particular order (none asked: none read). */
  async summariesOf(ids: number[]): Promise<UserSummary[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : [];
  }

  /** The account with `email` (sign-in), its password hash and vendor included; null when there is none. */
  credentialsByEmail(email: string): Promise<UserCredentials | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').leftJoinAndSelect('u.vendor', 'vendor').where('u.email = :email', { email }).getOne();
  }

  /** The account with `email`, or null (a password reset request). */
  findByEmail(email: string): Promise<UserAccount | null> {
    return this.users.findOneBy({ email });
  }

  /** The account `id`, or null (a password reset link). */
  findById(id: number): Promise<UserAccount | null> {
    return this.users.findOneBy({ id });
  }

  /** The stored password hash of account `id` (a signed-in password check); undefined when there is no such account. */
  async passwordHashOf(id: number): Promise<string | undefined> {
    return (await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne())?.passwordHash;
  }

  /** The e-mail address of account `id` is confirmed (the first confirmation's time is kept). */
  async markEmailVerified(manager: EntityManager, id: number): Promise<void> {
    await manager.query('update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1', [id]);
  }

  /** A new password hash, in `manager`'s transaction: the session version goes up (every session ends). Returns the new version. */
  async replacePasswordHash(manager: EntityManager, id: number, passwordHash: string): Promise<number> {
    const result: unknown[] = await manager.query(
      'update users set password_hash = $2, session_version = session_version + 1, updated_at = now() where id = $1 returning session_version',
      [id, passwordHash],
    );
    return Number((rowsOf(result) as Array<{ session_version: number }>)[0].session_version);
  }

  /** How many users per type (admin analytics; raw rows `{ key, n }`). */
  countByType(): Promise<Array<{ key: string; n: number }>> {
    return this.users.manager.query(`select user_type as key, count(*)::int as n from users group by user_type`);
  }

  /** Sign-ups of the last 30 days (admin analytics; raw rows `[{ n }]`). */
  countRecentSignups(): Promise<Array<{ n: number }>> {
    return this.users.manager.query(`select count(*)::int as n from users where created_at > now() - interval '30 days'`);
  }

  /** The account's settings as stored (modules/account's reads). */
  settingsOf(userId: number): Promise<AccountSettings> {
    return this.users.findOneByOrFail({ id: userId });
  }

  async setNotificationPreferences(userId: number, preferences: NotificationPreferences): Promise<void> {
    await this.users.update({ id: userId }, { notificationPreferences: preferences });
  }

  async setLowDataMode(userId: number, on: boolean): Promise<void> {
    await this.users.update({ id: userId }, { lowDataMode: on });
  }

  /**
   * Records a deactivation request in `manager`'s transaction unless one stands: the request's time, new or
   * standing, and whether it is new.
   */
  async requestDeactivation(manager: EntityManager, userId: number): Promise<{ requestedAt: Date; fresh: boolean }> {
    const rows = (await manager.query(
      `UPDATE users SET deactivation_requested_at = now() WHERE id = $1 AND deactivation_requested_at IS NULL RETURNING deactivation_requested_at`,
      [userId],
    )) as unknown[];
    const fresh = (rowsOf(rows) as Array<{ deactivation_requested_at: Date }>)[0]?.deactivation_requested_at;
    if (fresh) return { requestedAt: new Date(fresh), fresh: true };
    const [row] = (await manager.query('SELECT deactivation_requested_at FROM users WHERE id = $1', [userId])) as { deactivation_requested_at: Date }[];
    return { requestedAt: new Date(row!.deactivation_requested_at), fresh: false };
  }

  /** Withdraws a pending deactivation request (not one that took effect); false when there was none. */
  async cancelDeactivation(userId: number): Promise<boolean> {
    const rows = (await this.users.manager.query(
      `UPDATE users SET deactivation_requested_at = NULL, erasure_requested_at = NULL WHERE id = $1 AND deactivation_requested_at IS NOT NULL AND deactivated_at IS NULL RETURNING id`,
      [userId],
    )) as unknown[];
    return rowsOf(rows).length > 0;
  }

  /** Deactivates when the request still stands and `delayMs` has passed since it; ends every session. */
  async deactivateIfDue(userId: number, delayMs: number): Promise<void> {
    await this.users.manager.query(
      `UPDATE users SET deactivated_at = now(), session_version = session_version + 1
        WHERE id = $1 AND deactivated_at IS NULL AND deactivation_requested_at IS NOT NULL
          AND deactivation_requested_at + ($2 || ' milliseconds')::interval <= now()`,
      [userId, String(delayMs)],
    );
  }

  async uploadProfilePicture(user: User, req: FastifyRequest): Promise<string> {
    const file = await readCheckedUpload(req, PROFILE_IMAGE_RULES);
    const key = await this.storage.put('avatars', file.ext, file.buffer, file.mime);
    const url = `/uploads/${key}`;
    const previous = user.profileImage;
    await this.users.update({ id: user.id }, { profileImage: url });
    if (previous?.startsWith('/uploads/avatars/')) await this.storage.remove(previous.slice('/uploads/'.length));
    return url;
  }

  async readAvatar(name: string): Promise<{ body: Buffer; mime: string } | null> {
    const m = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/.exec(name);
    if (!m) return null;
    const body = await this.storage.get(`avatars/${name}`);
    return body ? { body, mime: MIME[m[1]] } : null;
  }
}
