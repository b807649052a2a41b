import { isCommonPassword, passwordProblem } from './passwords.js';

describe('passwordProblem (server side: the shared rule plus the shipped common-password list)', () => {
  it.each(['password', 'PASSWORD', '12345678', 'qwerty123', 'iloveyou', 'passw0rd'])('refuses the common password %s', (p) => {
    expect(passwordProblem(p)).toBe('This password is too common and easy to guess. Please choose a different one.');
  });

  it('refuses eight spaces and the e-mail itself', () => {
    expect(passwordProblem('        ')).toBe('The password cannot be made of spaces only.');
    expect(passwordProblem('ada.obi@example.com', { email: 'ada.obi@example.com' })).toBe('The password must not contain your e-mail address.');
  });

  it('accepts an uncommon password', () => {
    expect(isCommonPassword('zebra#crossing9')).toBe(false);
    expect(passwordProblem('Zebra#Crossing9', { email: 'ada@example.com', name: 'Ada Obi' })).toBeNull();
  });
});
