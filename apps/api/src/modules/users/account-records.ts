import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { verifyPassword } from '../../common/passwords.js';
import { User } from './entities/user.entity.js';

/** What the account's data rights need of a user's row (plain data). */
export interface AccountRecord {
  id: number;
  email: string;
  profileImage: string | null;
  deactivationRequestedAt: Date | null;
  deactivatedAt: Date | null;
  erasureRequestedAt: Date | null;
  erasedAt: Date | null;
}

export const ERASED_NAME = 'Former Oja user';

const RECORD = {
  id: true,
  email: true,
  profileImage: true,
  deactivationRequestedAt: true,
  deactivatedAt: true,
  erasureRequestedAt: true,
  erasedAt: true,
} as const;

/**
 * The users module's port for the account's data rights (modules/account): the erasure request's moment on the
 * user's row and the anonymisation itself. The users table is this module's; nobody else writes these fields.
 */
@Injectable()
export class AccountRecords {
  constructor(private readonly dataSource: DataSource) {}

  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId }, select: { id: true, passwordHash: true } });
    return !!user && (await verifyPassword(user.passwordHash, password));
  }

  /** The row, locked for the rest of the caller's transaction. */
  lock(manager: EntityManager, userId: number): Promise<AccountRecord | null> {
    return manager.findOne(User, { select: RECORD, where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  read(manager: EntityManager, userId: number): Promise<AccountRecord> {
    return manager.findOneOrFail(User, { select: RECORD, where: { id: userId } });
  }

  /** Records the erasure request (and a deactivation at the same moment, unless one is pending already). */
  async requestErasure(manager: EntityManager, userId: number, at: Date): Promise<void> {
    await manager.query('UPDATE users SET erasure_requested_at = $2, deactivation_requested_at = coalesce(deactivation_requested_at, $2) WHERE id = $1', [
      userId,
      at,
    ]);
  }

  /** Cancels a pending erasure and its deactivation; false when none was pending (or it already took effect). */
  async cancelErasure(userId: number): Promise<boolean> {
    const done = await this.dataSource
      .createQueryBuilder()
      .update(User)
      .set({ erasureRequestedAt: null, deactivationRequestedAt: null })
      .where('id = :userId AND erasure_requested_at IS NOT NULL AND erased_at IS NULL AND deactivated_at IS NULL', { userId })
      .execute();
    return !!done.affected;
  }

  /**
   * Anonymises the row (personal fields gone, e-mail address and phone freed, sessions ended, sign-in impossible);
   * returns the storage key of the profile picture to delete after commit.
   */
  async anonymise(manager: EntityManager, user: AccountRecord, unusablePasswordHash: string): Promise<string[]> {
    await manager.update(
      User,
      { id: user.id },
      {
        name: ERASED_NAME,
        email: `erased-${user.id}@erased.oja.invalid`,
        phone: '',
        profileImage: null,
        passwordHash: unusablePasswordHash,
        notificationPreferences: {},
        sessionVersion: () => 'session_version + 1',
        deactivatedAt: user.deactivatedAt ?? new Date(),
        erasedAt: new Date(),
      },
    );
    return user.profileImage?.startsWith('/uploads/') ? [user.profileImage.slice('/uploads/'.length)] : [];
  }
}
