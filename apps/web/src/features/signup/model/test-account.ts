import type { AccountDetails } from './signup-wizard.machine';

export const TEST_ACCOUNT: AccountDetails = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@oja.test',
  phone: '08031234567',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};
