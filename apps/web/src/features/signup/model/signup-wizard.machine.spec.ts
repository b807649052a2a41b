import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { TEST_ACCOUNT as base } from './test-account';
import { signupWizardMachine, validateAccount } from './signup-wizard.machine';

describe('validateAccount', () => {
  it("asks for every required field: 'Please fill in all required fields'", () => {
    for (const key of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) {
      expect(validateAccount({ ...base, [key]: '  ' })).toBe('Please fill in all required fields');
    }
  });
  it("needs matching passwords: 'Passwords do not match'", () => {
    expect(validateAccount({ ...base, confirmPassword: 'other' })).toBe('Passwords do not match');
  });
  it('accepts a complete form', () => {
    expect(validateAccount(base)).toBeNull();
  });
});

describe('signupWizardMachine', () => {
  it('goes initial → vendorDetails → vendorCategorySpecific, back one step at a time, and resets on completion', () => {
    const actor = createActor(signupWizardMachine).start();
    expect(actor.getSnapshot().value).toBe('initial');
    actor.send({ type: 'ACCOUNT_SUBMITTED', account: base });
    expect(actor.getSnapshot().value).toBe('vendorDetails');
    expect(actor.getSnapshot().context.account?.email).toBe(base.email);
    actor.send({ type: 'BASICS_SUBMITTED', basics: { vendor_type: 'individual', business_name: 'Ada Fix', category: 'mechanic' } });
    expect(actor.getSnapshot().value).toBe('vendorCategorySpecific');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('vendorDetails');
    actor.send({ type: 'BASICS_SUBMITTED', basics: { vendor_type: 'individual', business_name: 'Ada Fix', category: 'mechanic' } });
    actor.send({ type: 'COMPLETED' });
    expect(actor.getSnapshot().value).toBe('initial');
    expect(actor.getSnapshot().context).toEqual({ account: null, basics: null });
  });
});
