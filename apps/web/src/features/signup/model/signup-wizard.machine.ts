import { firstError, validateSignup } from '@oja/shared';
import { assign, setup } from 'xstate';

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export interface VendorBasics {
  vendor_type: 'individual' | 'business';
  business_name: string;
  category: string;
}

export interface SignupWizardContext {
  account: AccountDetails | null;
  basics: VendorBasics | null;
}

export type SignupWizardEvent =
  | { type: 'ACCOUNT_SUBMITTED'; account: AccountDetails }
  | { type: 'BASICS_SUBMITTED'; basics: VendorBasics }
  | { type: 'BACK' }
  | { type: 'COMPLETED' }
  | { type: 'RESET' };

/**
 * The vendor sign-up wizard: initial (account) → vendorDetails (business basics)
 * → vendorCategorySpecific; Back goes one step back; completion returns to initial.
 */
export const signupWizardMachine = setup({
  types: {
    context: {} as SignupWizardContext,
    events: {} as SignupWizardEvent,
  },
  actions: {
    storeAccount: assign({
      account: ({ event }) => (event.type === 'ACCOUNT_SUBMITTED' ? event.account : null),
    }),
    storeBasics: assign({
      basics: ({ event }) => (event.type === 'BASICS_SUBMITTED' ? event.basics : null),
    }),
    clear: assign({ account: null, basics: null }),
  },
}).createMachine({
  id: 'signupWizard',
  initial: 'initial',
  context: { account: null, basics: null },
  on: { RESET: { target: '.initial', actions: 'clear' } },
  states: {
    initial: {
      on: { ACCOUNT_SUBMITTED: { target: 'vendorDetails', actions: 'storeAccount' } },
    },
    vendorDetails: {
      on: {
        BACK: 'initial',
        BASICS_SUBMITTED: { target: 'vendorCategorySpecific', actions: 'storeBasics' },
      },
    },
    vendorCategorySpecific: {
      on: {
        BACK: 'vendorDetails',
        COMPLETED: { target: 'initial', actions: 'clear' },
      },
    },
  },
});

/** Step numbers shown to the user. */
export const WIZARD_STEPS = ['initial', 'vendorDetails', 'vendorCategorySpecific'] as const;

/** 'Please fill in all required fields' / 'Passwords do not match', or null. */
export function validateAccount(account: AccountDetails): string | null {
  return firstError(validateSignup(account));
}
