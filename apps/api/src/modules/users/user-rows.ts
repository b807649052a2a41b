import type { EntityManager } from 'typeorm';
import { User, type UserType } from './entities/user.entity.js';
import type { NotificationPreferences, SignedInUser } from './user.port.js';

/** A users row another module's seeder creates (the demo accounts); the rest takes the column defaults. */
export interface NewUserRow {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  userType: UserType;
  emailVerifiedAt?: Date | null;
  phoneVerifiedAt?: Date | null;
}

/** Inserts a users row in `manager`'s transaction and answers it (the seeders' port to the users table). */
export function insertUser(manager: EntityManager, row: NewUserRow): Promise<SignedInUser> {
  return manager.save(manager.create(User, row));
}

/** How many users rows there are, in `manager`'s transaction (the demo seed runs on an empty database only). */
export function countUsers(manager: EntityManager): Promise<number> {
  return manager.count(User);
}

/** The user's stored notification preferences (undefined when there is no such user), in `manager`'s transaction. */
export async function notificationPreferencesOf(manager: EntityManager, userId: number): Promise<NotificationPreferences | undefined> {
  return ((await manager.query('SELECT notification_preferences AS p FROM users WHERE id = $1', [userId])) as { p: NotificationPreferences }[])[0]?.p;
}

/** The user's phone number as stored (null when there is no such user or no number), in `manager`'s transaction. */
export async function phoneOf(manager: EntityManager, userId: number): Promise<string | null> {
  return ((await manager.query('SELECT phone FROM users WHERE id = $1', [userId])) as { phone: string | null }[])[0]?.phone ?? null;
}

/** Locks the user's row (FOR UPDATE) for the rest of `manager`'s transaction: one request of theirs at a time. */
export async function lockUserRow(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('select id from users where id = $1 for update', [userId]);
}

/** The phone number is verified (the first verification's time is kept). */
export async function markPhoneVerified(manager: EntityManager, userId: number, at: Date): Promise<void> {
  await manager.query('update users set phone_verified_at = coalesce(phone_verified_at, $2) where id = $1', [userId, at]);
}
