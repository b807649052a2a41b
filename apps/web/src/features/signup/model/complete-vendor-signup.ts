import { canonicalCategory, MESSAGES, type VendorCategory } from '@oja/shared';
import { CATEGORY_FORMS, categoryPayload, type CategoryValues } from './category-forms';
import type { AccountDetails, VendorBasics } from './signup-wizard.machine';

export const VENDOR_REGISTRATION_FAILED = 'An error occurred during vendor registration';
export const VENDOR_DETAILS_FAILED = 'Error submitting vendor details';
export const LOGO_UPLOAD_FAILED = 'Failed to upload the logo. Please try again.';
export const VENDOR_SIGNUP_DONE =
  'Vendor registration successful! Your account will be reviewed for verification. Verify your phone and upload your documents on the Compliance page after you log in.';

export type VendorSignupStep = 'data' | 'register' | 'login' | 'basics' | 'upload' | 'setup';

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
  /** Uploads a chosen picture (the logo) and answers its stored URL. */
  uploadImage: (file: File) => Promise<string>;
}

/** Steps already done, so a retry after a failed later step does not register twice. */
export interface VendorSignupProgress {
  email: string | null;
  registered: boolean;
  loggedIn: boolean;
  basicsDone: boolean;
  /** Pictures already uploaded, so a retry sends the same URL. */
  uploaded: Map<File, string>;
}

export const freshProgress = (): VendorSignupProgress => ({ email: null, registered: false, loggedIn: false, basicsDone: false, uploaded: new Map() });

function fail(step: VendorSignupStep, fallback: string, error: unknown): VendorSignupError {
  const message = error instanceof Error && error.message ? error.message : fallback;
  const fieldErrors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  return new VendorSignupError(step, message, error, fieldErrors);
}

/**
 * Vendor sign-up completion: register the account, log in and store the token,
 * submit the business basics, then the category setup. Throws a VendorSignupError naming the
 * failed step; `progress` remembers what succeeded.
 */
export async function completeVendorSignup(
  input: { account: AccountDetails | null; basics: VendorBasics | null; details: CategoryValues | null; images?: Record<string, File | null> },
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
  const payload = categoryPayload(category, details);
  for (const field of CATEGORY_FORMS[category].fields) {
    const file = field.kind === 'image' ? input.images?.[field.name] : null;
    if (!file) continue;
    try {
      const url = progress.uploaded.get(file) ?? (await calls.uploadImage(file));
      progress.uploaded.set(file, url);
      payload[field.name] = url;
    } catch (error) {
      const failure = fail('upload', LOGO_UPLOAD_FAILED, error);
      throw new VendorSignupError('upload', failure.message, error, { [field.name]: [failure.message] });
    }
  }
  try {
    await calls.setup(category, payload);
  } catch (error) {
    throw fail('setup', VENDOR_DETAILS_FAILED, error);
  }
}
