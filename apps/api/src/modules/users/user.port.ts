import type { VendorRecord } from '../vendors/vendor.port.js';
import type { UserType } from './entities/user.entity.js';

/** Which notifications a user wants, per kind and channel (`{ orders: { in_app, email, sms, push }, … }`); absent keys mean on. */
export type NotificationPreferences = Record<string, { in_app?: boolean; email?: boolean; sms?: boolean; push?: boolean }>;

/** A user as a notice to them needs it (a party of an order, booking or request): who, where to, and what they want sent. */
export interface UserContact {
  id: number;
  name: string;
  email: string;
  notificationPreferences: NotificationPreferences;
  /** Where an action notice's SMS goes (read with the account; left out, the notice reads it). */
  phone?: string | null;
}

/** A user as another module lists them beside its own rows (a mechanic's customers). */
export interface UserSummary {
  id: number;
  name: string;
  phone: string;
}

/** The account's own settings (modules/account): what it wants notified, low-data mode, and a pending deactivation request. */
export interface AccountSettings {
  notificationPreferences: NotificationPreferences;
  lowDataMode: boolean;
  deactivationRequestedAt: Date | null;
}

/** A users row as other modules read it (no password hash, no session bookkeeping). */
export interface UserAccount extends UserContact {
  phone: string;
  userType: UserType;
  profileImage: string | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  deactivatedAt: Date | null;
  /** Low-data mode, as the user set it in their Settings (absent on rows read without it: off). */
  lowDataMode?: boolean;
  createdAt: Date;
}

/**
 * The signed-in customer or vendor as other modules read it: the users row the JWT strategy loads on every
 * request (modules/auth/jwt.strategy.ts), with its vendor row when there is one. The User entity satisfies it;
 * modules other than users take this instead of the entity.
 */
export interface SignedInUser extends UserAccount {
  vendor?: VendorRecord | null;
}

/** A user with the credentials sign-in checks (modules/auth): the password hash and session version it reads. */
export interface UserCredentials extends SignedInUser {
  passwordHash: string;
  sessionVersion: number;
  deactivationRequestedAt: Date | null;
}
