/** An administrator as other modules address them (audit entries, e-mail alerts). */
export interface AdminContact {
  id: number;
  name: string;
  email: string;
}

/** An administrator's profile as the admin screens show it. */
export interface AdminProfile extends AdminContact {
  role: string;
}

/**
 * The signed-in administrator as other modules read it: the admins row the JWT strategy loads for an admin token
 * (modules/auth/jwt.strategy.ts). The Admin entity satisfies it; modules other than admin-auth take this instead.
 */
export interface SignedInAdmin extends AdminContact {
  /** Carried in the admin's tokens (`sv`). */
  sessionVersion: number;
}
