import { checkPassword, PASSWORD_MESSAGES, validateNewPassword } from './password.js';

const COMMON = new Set(['password', '12345678', 'qwerty123', 'iloveyou']);
const isCommon = (p: string) => COMMON.has(p);

describe('password rule (ASVS 5.0 V6)', () => {
  it('needs at least 8 characters, counted as characters, not bytes', () => {
    expect(checkPassword('')).toBe(PASSWORD_MESSAGES.required);
    expect(checkPassword('Ab#1234')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(checkPassword('Ab#12345')).toBeNull();
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(checkPassword('x'.repeat(201))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses eight spaces', () => expect(checkPassword('        ')).toBe(PASSWORD_MESSAGES.blank));

  it('allows spaces and any Unicode inside a passphrase', () => {
    expect(checkPassword('jollof rice on sunday', {}, { isCommon })).toBeNull();
    expect(checkPassword('ọjà-ní-Èkó 2026', {}, { isCommon })).toBeNull();
  });

  it('refuses listed common passwords whatever their case', () => {
    expect(checkPassword('password', {}, { isCommon })).toBe(PASSWORD_MESSAGES.common);
    expect(checkPassword('PassWord', {}, { isCommon })).toBe(PASSWORD_MESSAGES.common);
    expect(checkPassword('12345678', {}, { isCommon })).toBe(PASSWORD_MESSAGES.common);
    // Without the list (the SPA) the cheap checks still run.
    expect(checkPassword('password')).toBeNull();
  });

  it('refuses the e-mail, its local part, or a password containing them', () => {
    const ctx = { email: 'Chidi.Okeke@example.com', name: 'Chidi Okeke' };
    expect(checkPassword('chidi.okeke@example.com', { email: ctx.email })).toBe(PASSWORD_MESSAGES.containsEmail);
    expect(checkPassword('my-chidi.okeke-2026', { email: ctx.email })).toBe(PASSWORD_MESSAGES.containsEmail);
  });

  it('refuses a password containing the name or a part of it', () => {
    expect(checkPassword('ChidiOkeke1', { name: 'Chidi Okeke' })).toBe(PASSWORD_MESSAGES.containsName);
    expect(checkPassword('okeke-is-great', { name: 'Chidi Okeke' })).toBe(PASSWORD_MESSAGES.containsName);
    expect(checkPassword('Zebra#Crossing9', { name: 'Chidi Okeke', email: 'chidi@example.com' })).toBeNull();
    // Two-letter name parts are too short to judge.
    expect(checkPassword('Bolt-Over-Lagos', { name: 'Bo Li' })).toBeNull();
  });

  it('checks the confirmation after the rule, with wire field names', () => {
    expect(validateNewPassword({ password: 'Zebra#Crossing9', password_confirmation: 'Zebra#Crossing9' })).toEqual({});
    expect(validateNewPassword({ password: 'Zebra#Crossing9', password_confirmation: 'zebra' })).toEqual({
      password_confirmation: PASSWORD_MESSAGES.confirmationMismatch,
    });
    expect(validateNewPassword({ password: 'short', password_confirmation: 'x' })).toEqual({ password: PASSWORD_MESSAGES.tooShort });
  });
});
