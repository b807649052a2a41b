import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getStoredUser, getStoredVendor, getToken, isLoggedIn, isVerifiedVendor, saveSession, updateStoredUser } from './auth-storage';
import { MemoryStorage } from './test-storage';

const user = { id: 1, name: 'Ada Obi', email: 'ada@oja.test', phone: '+2348031234567', user_type: 'user', profile_image: null, vendor: null };
const vendorUser = {
  ...user,
  user_type: 'vendor',
  vendor: { business_name: 'Ada Fix', category: 'mechanic', verification_status: 'verified', is_verified: true, is_live: true },
};

describe('auth storage', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps a remembered session in localStorage under token, user and vendor', () => {
    saveSession({ token: 't1', user: vendorUser, vendor: vendorUser.vendor }, true);
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user')!).email).toBe('ada@oja.test');
    expect(JSON.parse(localStorage.getItem('vendor')!).category).toBe('mechanic');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(isLoggedIn()).toBe(true);
  });

  it('keeps a session that is not remembered in sessionStorage', () => {
    saveSession({ token: 't2', user }, false);
    expect(sessionStorage.getItem('token')).toBe('t2');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('t2');
    expect(getStoredUser()?.name).toBe('Ada Obi');
  });

  it('treats a corrupt stored user as logged out and logs an error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 't3');
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(logged).toHaveBeenCalled();
  });

  it('treats a user without e-mail or type as corrupt', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('token', 't3');
    localStorage.setItem('user', '"just a string"');
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('user', '{"id":1}');
    expect(isLoggedIn()).toBe(false);
  });

  it('is logged out with a token but no user, or a user but no token', () => {
    localStorage.setItem('token', 't4');
    expect(isLoggedIn()).toBe(false);
    localStorage.removeItem('token');
    localStorage.setItem('user', JSON.stringify(user));
    expect(isLoggedIn()).toBe(false);
  });

  it('clears token, user and vendor from both storages', () => {
    saveSession({ token: 't5', user: vendorUser }, true);
    sessionStorage.setItem('vendor', '{}');
    clearSession();
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem('token')).toBeNull();
      expect(store.getItem('user')).toBeNull();
      expect(store.getItem('vendor')).toBeNull();
    }
  });

  it('updates the user in the storage that holds the token', () => {
    saveSession({ token: 't6', user }, false);
    updateStoredUser({ ...user, profile_image: '/uploads/a.png' });
    expect(JSON.parse(sessionStorage.getItem('user')!).profile_image).toBe('/uploads/a.png');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads the vendor from the vendor key, else from the user', () => {
    localStorage.setItem('token', 't7');
    localStorage.setItem('user', JSON.stringify(vendorUser));
    expect(getStoredVendor()?.business_name).toBe('Ada Fix');
    expect(isVerifiedVendor(getStoredUser(), getStoredVendor())).toBe(true);
    expect(isVerifiedVendor(user, null)).toBe(false);
  });
});
