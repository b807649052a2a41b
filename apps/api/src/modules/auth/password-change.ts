import { PASSWORD_MESSAGES, type PasswordContext } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../common/passwords.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { AccountKind, LoginLockoutService } from './login-lockout.service.js';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You have been signed out on your other devices.';

/**
 * Checks the password of a signed-in account (a password change, or one re-asked before a sensitive change such
 * as the payout account). A wrong one counts towards the account's sign-in lock, so a stolen session cannot guess it.
 */
export async function confirmCurrentPassword(
  lockout: LoginLockoutService,
  kind: AccountKind,
  email: string,
  currentHash: string | null | undefined,
  plain: string,
  field: string,
  client?: string,
): Promise<void> {
  await lockout.assertNotLocked(kind, email, client);
  if (!(await verifyPassword(currentHash, plain))) {
    await lockout.failed(kind, email, client);
    throw DomainError.field(field, PASSWORD_MESSAGES.currentIncorrect, 'CURRENT_PASSWORD_INCORRECT');
  }
  await lockout.succeeded(kind, email, client);
}

/**
 * The checks of a signed-in password change, for customers, vendors and admins alike; returns the new hash.
 * A wrong current password counts towards the account's sign-in lock, so a stolen session cannot guess it.
 * `client`: the caller's address (admins' locks are per address: LoginLockoutService).
 */
export async function checkPasswordChange(
  lockout: LoginLockoutService,
  kind: AccountKind,
  account: PasswordContext & { email: string },
  currentHash: string | null | undefined,
  dto: ChangePasswordDto,
  client?: string,
): Promise<string> {
  await confirmCurrentPassword(lockout, kind, account.email, currentHash, dto.current_password, 'current_password', client);
  assertAcceptablePassword(dto.password, account);
  if (dto.password !== dto.password_confirmation) {
    throw DomainError.field('password_confirmation', PASSWORD_MESSAGES.confirmationMismatch, 'PASSWORD_CONFIRMATION_MISMATCH');
  }
  if (dto.password === dto.current_password) throw DomainError.field('password', PASSWORD_MESSAGES.sameAsCurrent, 'PASSWORD_UNCHANGED');
  return hashPassword(dto.password);
}
