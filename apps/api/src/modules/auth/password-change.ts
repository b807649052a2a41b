import { PASSWORD_MESSAGES, type PasswordContext } from '@oja/shared';
import { DomainError } from '../../common/domain-error.js';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../common/passwords.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { AccountKind, LoginLockoutService } from './login-lockout.service.js';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You have been signed out on your other devices.';

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
  await lockout.assertNotLocked(kind, account.email, client);
  if (!(await verifyPassword(currentHash, dto.current_password))) {
    await lockout.failed(kind, account.email, client);
    throw DomainError.field('current_password', PASSWORD_MESSAGES.currentIncorrect, 'CURRENT_PASSWORD_INCORRECT');
  }
  await lockout.succeeded(kind, account.email, client);
  assertAcceptablePassword(dto.password, account);
  if (dto.password !== dto.password_confirmation) {
    throw DomainError.field('password_confirmation', PASSWORD_MESSAGES.confirmationMismatch, 'PASSWORD_CONFIRMATION_MISMATCH');
  }
  if (dto.password === dto.current_password) throw DomainError.field('password', PASSWORD_MESSAGES.sameAsCurrent, 'PASSWORD_UNCHANGED');
  return hashPassword(dto.password);
}
