import { describe, expect, it } from 'vitest';
import { formatPhoneNg } from '@/lib/phone';
import { SUPPORT_PHONE, SUPPORT_PHONE_DISPLAY } from './site-footer';

describe('site footer', () => {
  it('shows the support number the way every other phone number is shown', () => {
    expect(SUPPORT_PHONE_DISPLAY).toBe(formatPhoneNg(SUPPORT_PHONE));
  });
});
