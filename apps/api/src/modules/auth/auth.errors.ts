import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/auth: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const AUTH_ERRORS = {
  EMAIL_TAKEN: { status: 409, message: 'The email has already been taken. (`errors.email`)' },
  CURRENT_PASSWORD_INCORRECT: {
    status: 422,
    message: 'Your current password is incorrect. (`errors.current_password`; `errors.password` on the payout account)',
    when: 'password change, payout account change',
  },
  PASSWORD_CONFIRMATION_MISMATCH: { status: 422, message: 'The password confirmation does not match. (`errors.password_confirmation`)' },
  PASSWORD_UNCHANGED: { status: 422, message: 'The new password must be different from your current password. (`errors.password`)' },
  LOGIN_LOCKED: {
    status: 429,
    message: 'Too many failed sign-in attempts. Please try again in {n} minute(s). (`Retry-After`)',
    when: 'login, admin login — per client address for admins —, password change',
  },
  PHONE_INVALID: { status: 422, message: 'Please enter a valid Nigerian phone number, e.g. 0803 123 4567. (`errors.phone`)' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials' },
  ACCOUNT_DEACTIVATED: {
    status: 403,
    message: 'This account has been deactivated at your request and can no longer be used to log in. Please contact support to reactivate it.',
    when: 'login, 24 h after `POST /api/me/deactivation`',
  },
  RESET_TOKEN_INVALID: { status: 422, message: 'This password reset link is invalid or has expired. (`errors.token`)' },
} as const satisfies ErrorTable;
