import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@oja/shared';
import {
  completeVendorSignup,
  freshProgress,
  VENDOR_DETAILS_FAILED,
  VENDOR_REGISTRATION_FAILED,
  VendorSignupError,
  type VendorSignupCalls,
} from './complete-vendor-signup';
import { TEST_ACCOUNT } from './test-account';

const basics = { vendor_type: 'individual' as const, business_name: 'Iya Basira', category: 'food' };
const details = { restaurant_name: 'Iya Basira', cuisine: 'Nigerian', address: 'Surulere', phone: '08031234567', opening_hours: '8am-8pm', logo: '' };

function calls(overrides: Partial<VendorSignupCalls> = {}) {
  const order: string[] = [];
  const base: VendorSignupCalls = {
    register: vi.fn(async () => void order.push('register')),
    login: vi.fn(async () => {
      order.push('login');
      return { token: 't', user: { id: 1 } };
    }),
    storeSession: vi.fn(() => void order.push('store')),
    registerBasics: vi.fn(async () => void order.push('basics')),
    setup: vi.fn(async () => void order.push('setup')),
    uploadImage: vi.fn(async () => {
      order.push('upload');
      return 'https://oja.test/uploads/avatars/logo.webp';
    }),
  };
  return { order, calls: { ...base, ...overrides } };
}

describe('completeVendorSignup', () => {
  it('registers, logs in and stores the token, then sends the basics and the category setup', async () => {
    const { order, calls: c } = calls();
    await completeVendorSignup({ account: TEST_ACCOUNT, basics, details }, freshProgress(), c);
    expect(order).toEqual(['register', 'login', 'store', 'basics', 'setup']);
    expect(c.registerBasics).toHaveBeenCalledWith({ ...basics, category: 'food_vendor' });
    expect(c.setup).toHaveBeenCalledWith('food_vendor', {
      restaurant_name: 'Iya Basira',
      cuisine: 'Nigerian',
      address: 'Surulere',
      phone: '08031234567',
      opening_hours: '8am-8pm',
    });
  });

  it('uploads a chosen logo after the basics and sends its stored URL as `logo`; a retry does not upload again', async () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    let failSetup = true;
    const { order, calls: c } = calls({
      setup: vi.fn(async () => {
        order.push('setup');
        if (failSetup) throw new Error('Server down');
      }),
    });
    const progress = freshProgress();
    await expect(completeVendorSignup({ account: TEST_ACCOUNT, basics, details, images: { logo } }, progress, c)).rejects.toMatchObject({ step: 'setup' });
    failSetup = false;
    await completeVendorSignup({ account: TEST_ACCOUNT, basics, details, images: { logo } }, progress, c);
    expect(order).toEqual(['register', 'login', 'store', 'basics', 'upload', 'setup', 'setup']);
    expect(c.setup).toHaveBeenLastCalledWith('food_vendor', expect.objectContaining({ logo: 'https://oja.test/uploads/avatars/logo.webp' }));
  });

  it('shows a failed logo upload under the Logo field and does not send the setup', async () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const { order, calls: c } = calls({ uploadImage: vi.fn(async () => Promise.reject(new Error('Please select a valid image file'))) });
    await expect(completeVendorSignup({ account: TEST_ACCOUNT, basics, details, images: { logo } }, freshProgress(), c)).rejects.toMatchObject({
      step: 'upload',
      message: 'Please select a valid image file',
      fieldErrors: { logo: ['Please select a valid image file'] },
    });
    expect(order).not.toContain('setup');
  });

  it("says 'Missing registration data. Please start over.' when data is lost", async () => {
    const { calls: c } = calls();
    await expect(completeVendorSignup({ account: null, basics, details }, freshProgress(), c)).rejects.toThrow(MESSAGES.missingRegistrationData);
    await expect(completeVendorSignup({ account: TEST_ACCOUNT, basics: null, details }, freshProgress(), c)).rejects.toThrow(MESSAGES.missingRegistrationData);
    expect(c.register).not.toHaveBeenCalled();
  });

  it('uses the fallbacks when a step fails without a message', async () => {
    const a = calls({ register: vi.fn(async () => Promise.reject('boom')) });
    const e1 = await completeVendorSignup({ account: TEST_ACCOUNT, basics, details }, freshProgress(), a.calls).catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(VendorSignupError);
    expect((e1 as VendorSignupError).message).toBe(VENDOR_REGISTRATION_FAILED);

    const b = calls({ setup: vi.fn(async () => Promise.reject({})) });
    const e2 = await completeVendorSignup({ account: TEST_ACCOUNT, basics, details }, freshProgress(), b.calls).catch((e: unknown) => e);
    expect((e2 as VendorSignupError).message).toBe(VENDOR_DETAILS_FAILED);
    expect((e2 as VendorSignupError).step).toBe('setup');
  });

  it("shows the server's message and field errors, and a retry skips the steps that succeeded", async () => {
    const serverError = Object.assign(new Error('Please enter a valid Nigerian phone number'), {
      errors: { phone: ['Please enter a valid Nigerian phone number'] },
    });
    const setup = vi.fn().mockRejectedValueOnce(serverError).mockResolvedValueOnce({});
    const { order, calls: c } = calls({ setup });
    const progress = freshProgress();
    const e = await completeVendorSignup({ account: TEST_ACCOUNT, basics, details }, progress, c).catch((x: unknown) => x);
    expect((e as VendorSignupError).message).toBe('Please enter a valid Nigerian phone number');
    expect((e as VendorSignupError).fieldErrors).toEqual({ phone: ['Please enter a valid Nigerian phone number'] });
    await completeVendorSignup({ account: TEST_ACCOUNT, basics, details }, progress, c);
    expect(order).toEqual(['register', 'login', 'store', 'basics']);
    expect(setup).toHaveBeenCalledTimes(2);
  });
});
