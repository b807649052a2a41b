import type { ErrorTable } from '../../common/domain-error.js';

/** The error codes of modules/otp: status, usual message and, where it helps, when it is thrown (docs/api-error-codes.md is generated from this). */
export const OTP_ERRORS = {
  OTP_NOT_YOUR_PHONE: { status: 403, message: 'You can only verify your own phone number.' },
  OTP_VENDORS_ONLY: { status: 403, message: 'Phone verification is part of vendor compliance.' },
  PHONE_ALREADY_VERIFIED: { status: 409, message: 'Your phone number is already verified.' },
  PHONE_MISSING: { status: 422, message: 'Failed to send OTP: your account has no phone number.' },
  OTP_RESEND_TOO_SOON: { status: 429, message: 'Please wait {n} seconds before requesting a new code.' },
  OTP_HOURLY_LIMIT: { status: 429, message: 'You have requested too many codes. Please try again in {n} minute(s).' },
  OTP_INVALID: { status: 422, message: 'Invalid OTP. Please try again. (`errors.otp`)' },
  OTP_TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many wrong attempts. Please request a new code.' },
  OTP_EXPIRED: { status: 422, message: 'This code has expired. Please request a new code. (`errors.otp`)' },
  OTP_NOT_REQUESTED: { status: 422, message: 'Please request a code first. (`errors.otp`)' },
  OTP_CALLBACK_FORBIDDEN: { status: 403, message: 'Unknown caller.' },
} as const satisfies ErrorTable;
