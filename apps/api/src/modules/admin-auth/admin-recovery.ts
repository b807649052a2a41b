import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../common/passwords.js';
import type { LoginLockoutService } from '../auth/login-lockout.service.js';

type Queryable = Pick<DataSource, 'query'>;

/** A new password hash for the admin; every session of the admin ends (session version + 1). The new version, or null without such an admin. */
export async function replaceAdminPassword(db: Queryable, adminId: number, passwordHash: string): Promise<number | null> {
  const result: unknown[] = await db.query(
    'update admins set password_hash = $2, session_version = session_version + 1, updated_at = now() where id = $1 returning session_version',
    [adminId, passwordHash],
  );
  // TypeORM answers an UPDATE … RETURNING on PostgreSQL as [rows, affected].
  const rows = (Array.isArray(result[0]) ? result[0] : result) as Array<{ session_version: number }>;
  return rows[0] ? Number(rows[0].session_version) : null;
}

/** A random password for the recovery command to print once (the admin changes it after signing in). */
export const recoveryPassword = () => `Oja-${randomBytes(15).toString('base64url')}`;

export interface AdminRecovery {
  /** Whether an admin has this e-mail (locks are lifted either way: unknown e-mails are counted too). */
  found: boolean;
  /** Sign-in locks lifted, from every address. */
  locksLifted: number;
  /** Whether the locks are kept in Redis (shared by every API process) or only in each API process's memory. */
  locksShared: boolean;
  /** Set when a new password was asked for and the admin exists. */
  newPassword: string | null;
}

/**
 * The recovery of an admin who cannot sign in (`pnpm admin:recover <email> [--new-password]`, docs/operations.md):
 * lifts every sign-in lock of the account, from every address; with `newPassword`, sets it and ends every session
 * of the admin (there is no e-mailed reset for admins: whoever runs this has the server's configuration).
 */
export async function recoverAdmin(db: Queryable, lockout: LoginLockoutService, email: string, opts: { newPassword?: string } = {}): Promise<AdminRecovery> {
  const address = email.trim().toLowerCase();
  const [admin]: Array<{ id: number }> = await db.query('select id from admins where email = $1', [address]);
  const locksLifted = await lockout.clearAccount('admin', address);
  let newPassword: string | null = null;
  if (admin && opts.newPassword) {
    await replaceAdminPassword(db, admin.id, await hashPassword(opts.newPassword));
    newPassword = opts.newPassword;
  }
  return { found: !!admin, locksLifted, locksShared: lockout.shared, newPassword };
}
