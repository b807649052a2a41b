import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { saveSession } from './auth-storage';
import { isLowData, lowDataOn, saveDataHeaders } from './low-data';
import { MemoryStorage } from './test-storage';

const user = { id: 1, name: 'Ada Obi', email: 'ada@oja.test', user_type: 'user' };

describe('low-data mode', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is on when the browser saves data or the user turned it on, off otherwise', () => {
    expect(lowDataOn(true, undefined)).toBe(true);
    expect(lowDataOn(undefined, true)).toBe(true);
    expect(lowDataOn(false, false)).toBe(false);
    expect(lowDataOn(undefined, undefined)).toBe(false);
  });

  it("the user's setting makes the API client send Save-Data: on; without it, no header", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const sent = () => (fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers as Record<string, string>;

    saveSession({ token: 't', user: { ...user, low_data_mode: false } }, true);
    await apiRequest('/api/apartments');
    expect(sent()['Save-Data']).toBeUndefined();
    expect(isLowData()).toBe(false);

    saveSession({ token: 't', user: { ...user, low_data_mode: true } }, true);
    await apiRequest('/api/apartments');
    expect(sent()['Save-Data']).toBe('on');
    expect(isLowData()).toBe(true);
  });

  it('a browser that saves data sends its own header: the client adds none, and the mode is on without a session', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(isLowData()).toBe(true);
    saveSession({ token: 't', user: { ...user, low_data_mode: true } }, true);
    expect(saveDataHeaders()).toEqual({});
  });
});
