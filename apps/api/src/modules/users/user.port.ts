import type { VendorRecord } from '../vendors/vendor.port.js';

/** Which notifications a user wants, per kind and channel (`{ orders: { in_app, email }, … }`); absent keys mean on. */
export type NotificationPreferences = Record<string, { in_app?: boolean; email?: boolean }>;

/**
 * The signed-in customer or vendor as other modules read it: the users row the JWT strategy loads on every
 * request (modules/auth/jwt.strategy.ts), with its vendor row when there is one. The User entity satisfies it;
 * modules other than users take this instead of the entity.
 */
export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  userType: 'user' | 'vendor';
  profileImage: string | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  deactivatedAt: Date | null;
  notificationPreferences: NotificationPreferences;
  createdAt: Date;
  vendor?: VendorRecord | null;
}
