/**
 * The signed-in administrator as other modules read it: the admins row the JWT strategy loads for an admin token
 * (modules/auth/jwt.strategy.ts). The Admin entity satisfies it; modules other than admin-auth take this instead.
 */
export interface SignedInAdmin {
  id: number;
  name: string;
  email: string;
  /** Carried in the admin's tokens (`sv`). */
  sessionVersion: number;
}
