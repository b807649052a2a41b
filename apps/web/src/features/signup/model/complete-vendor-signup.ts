import { canonicalCategory, MESSAGES, type VendorCategory } from '@oja/shared';
import { categoryPayload, type CategoryValues } from './category-forms';
import type { AccountDetails, VendorBasics } from './signup-wizard.machine';

export const VENDOR_REGISTRATION_FAILED = 'An error occurred during vendor registration';
export const VENDOR_DETAILS_FAILED = 'Error submitting vendor details';
export const VENDOR_SIGNUP_DONE =
  'Vendor registration successful! Your account will be reviewed for verification. Verify your phone and upload your documents on the Compliance page after you log in.';

export type VendorSignupStep = 'data' | 'register' | 'login' | 'basics' | 'setup';

/** A failed step, with the text to show and any field errors from the server. */
export class VendorSignupError extends Error {
  readonly step: VendorSignupStep;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(step: VendorSignupStep, message: string, cause: unknown, fieldErrors?: Record<string, string[]>) {
    super(message, { cause });
    this.name = 'VendorSignupError';
    this.step = step;
    this.fieldErrors = fieldErrors;
  }
}

/** The calls the flow makes; the wizard passes the real ones, tests pass fakes. */
export interface VendorSignupCalls {
  register: (account: AccountDetails) => Promise<unknown>;
  login: (email: string, password: string) => Promise<{ token: string; user: unknown; vendor?: unknown }>;
  storeSession: (login: { token: string; user: unknown; vendor?: unknown }) => void;
  registerBasics: (basics: VendorBasics) => Promise<unknown>;
  setup: (category: VendorCategory, details: Record<string, string | number>) => Promise<unknown>;
}

/** Steps already done, so a retry after a failed later step does not register twice. */
export interface VendorSignupProgress {
  email: string | null;
  registered: boolean;
  loggedIn: boolean;
  basicsDone: boolean;
}

export const freshProgress = (): VendorSignupProgress => ({ email: null, registered: false, loggedIn: false, basicsDone: false });

function fail(step: VendorSignupStep, fallback: string, error: unknown): VendorSignupError {
  const message = error instanceof Error && error.message ? error.message : fallback;
  const fieldErrors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  return new VendorSignupError(step, message, error, fieldErrors);
}

/**
 * Vendor sign-up completion (spec 000 §4): register the account, log in and store the token,
 * submit the business basics, then the category setup. Throws a VendorSignupError naming the
 * failed step; `progress` remembers what succeeded.
 */
export async function completeVendorSignup(
  input: { account: AccountDetails | null; basics: VendorBasics | null; details: CategoryValues | null },
  progress: VendorSignupProgress,
  calls: VendorSignupCalls,
): Promise<void> {
  const { account, basics, details } = input;
  const category = canonicalCategory(basics?.category);
  if (!account || !basics || !details || !category) {
    throw new VendorSignupError('data', MESSAGES.missingRegistrationData, new Error(MESSAGES.missingRegistrationData));
  }
  const email = account.email.trim();
  if (progress.email !== email) Object.assign(progress, freshProgress(), { email });

  if (!progress.registered) {
    try {
      await calls.register(account);
      progress.registered = true;
    } catch (error) {
      throw fail('register', VENDOR_REGISTRATION_FAILED, error);
    }
  }
  if (!progress.loggedIn) {
    try {
      calls.storeSession(await calls.login(email, account.password));
      progress.loggedIn = true;
    } catch (error) {
      throw fail('login', VENDOR_REGISTRATION_FAILED, error);
    }
  }
  if (!progress.basicsDone) {
    try {
      await calls.registerBasics({ ...basics, category });
      progress.basicsDone = true;
    } catch (error) {
      throw fail('basics', VENDOR_DETAILS_FAILED, error);
    }
  }
  try {
    await calls.setup(category, categoryPayload(category, details));
  } catch (error) {
    throw fail('setup', VENDOR_DETAILS_FAILED, error);
  }
}
