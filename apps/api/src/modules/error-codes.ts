import { joinErrorTables } from '../common/domain-error.js';
import { COMMON_ERRORS } from '../common/common.errors.js';
import { ACCOUNT_ERRORS } from './account/account.errors.js';
import { ADMIN_ERRORS } from './admin/admin.errors.js';
import { APARTMENTS_ERRORS } from './apartments/apartments.errors.js';
import { ATTACHMENTS_ERRORS } from './attachments/attachments.errors.js';
import { AUTH_ERRORS } from './auth/auth.errors.js';
import { CART_ORDERS_ERRORS } from './cart-orders/cart-orders.errors.js';
import { COMPLIANCE_ERRORS } from './compliance/compliance.errors.js';
import { CONVERSATIONS_ERRORS } from './conversations/conversations.errors.js';
import { DISPUTES_ERRORS } from './disputes/disputes.errors.js';
import { ESCROW_ERRORS } from './escrow/escrow.errors.js';
import { KYC_ERRORS } from './kyc/kyc.errors.js';
import { MAINTENANCE_ERRORS } from './maintenance/maintenance.errors.js';
import { NOTIFICATIONS_ERRORS } from './notifications/notifications.errors.js';
import { OTP_ERRORS } from './otp/otp.errors.js';
import { PAYMENTS_ERRORS } from './payments/payments.errors.js';
import { PHOTOS_ERRORS } from './photos/photos.errors.js';
import { QUEUE_BOARD_ERRORS } from './queue-board/queue-board.errors.js';
import { REVIEWS_ERRORS } from './reviews/reviews.errors.js';
import { RIDES_ERRORS } from './rides/rides.errors.js';
import { SERVICE_MARKETPLACE_ERRORS } from './service-marketplace/service-marketplace.errors.js';
import { SETTINGS_ERRORS } from './settings/settings.errors.js';
import { SUPPORT_ERRORS } from './support/support.errors.js';
import { VENDORS_ERRORS } from './vendors/vendors.errors.js';
import { WALLET_ERRORS } from './wallet/wallet.errors.js';

/**
 * The one registry of error codes: every module's table, by the folder that declares it (platform code's under
 * `common`). A code is declared once (joinErrorTables throws on a second declaration); docs/api-error-codes.md is
 * generated from this (scripts/gen-error-codes.mjs, checked in CI) and DomainError accepts only these codes.
 */
export const ERROR_TABLES = {
  common: COMMON_ERRORS,
  auth: AUTH_ERRORS,
  account: ACCOUNT_ERRORS,
  settings: SETTINGS_ERRORS,
  vendors: VENDORS_ERRORS,
  admin: ADMIN_ERRORS,
  compliance: COMPLIANCE_ERRORS,
  kyc: KYC_ERRORS,
  otp: OTP_ERRORS,
  'queue-board': QUEUE_BOARD_ERRORS,
  notifications: NOTIFICATIONS_ERRORS,
  wallet: WALLET_ERRORS,
  payments: PAYMENTS_ERRORS,
  escrow: ESCROW_ERRORS,
  photos: PHOTOS_ERRORS,
  attachments: ATTACHMENTS_ERRORS,
  conversations: CONVERSATIONS_ERRORS,
  reviews: REVIEWS_ERRORS,
  disputes: DISPUTES_ERRORS,
  support: SUPPORT_ERRORS,
  apartments: APARTMENTS_ERRORS,
  'cart-orders': CART_ORDERS_ERRORS,
  'service-marketplace': SERVICE_MARKETPLACE_ERRORS,
  maintenance: MAINTENANCE_ERRORS,
  rides: RIDES_ERRORS,
} as const;

/** Every declared code with its module. */
export const ERROR_CODES = joinErrorTables(ERROR_TABLES);

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Joined = Intersection<(typeof ERROR_TABLES)[keyof typeof ERROR_TABLES]>;

declare module '../common/domain-error.js' {
  // The declared codes, merged into the interface DomainError's code parameter is typed by.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DeclaredErrorCodes extends Joined {}
}
