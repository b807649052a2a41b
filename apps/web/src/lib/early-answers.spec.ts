import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyPlan } from '@/config/early-data';
import { takeEarlyAnswer } from './early-answers';

describe('earlyPlan', () => {
  it('names a dashboard page’s frame and own answers, with the token it needs', () => {
    const plan = earlyPlan('/dashboard/mechanic/wallet')!;
    expect(plan.token).toBe('user');
    expect(plan.paths).toEqual(['/api/conversations/unread', '/api/notifications', '/api/me', '/api/vendor/wallet', '/api/payments/banks']);
    expect(earlyPlan('/dashboard/mechanic/wallet/')).toEqual(plan);
    // A page every segment has, and a page of the segment it has no own answers for: the frame at least.
    expect(earlyPlan('/dashboard/rider/settings')!.paths).toContain('/api/me/low-data-mode');
    expect(earlyPlan('/dashboard/user/profile')!.paths).toEqual(['/api/conversations/unread', '/api/notifications', '/api/me']);
    expect(earlyPlan('/admin/kyc/review')).toEqual({
      token: 'admin',
      paths: ['/api/admin/notifications', '/api/admin/me', '/api/admin/kyc/verifications?status=all&page=1&per_page=20'],
    });
    expect(earlyPlan('/ride-hailing')).toEqual({ token: 'any', paths: ['/api/riders/online'] });
  });

  it('has no plan for pages it does not know', () => {
    for (const path of ['/', '/general-services', '/dashboard/nobody', '/admin/unknown', '/dashboard/user/orders/food_order/5', '/login'])
      expect(earlyPlan(path), path).toBeNull();
  });
});

describe('takeEarlyAnswer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const early = (path: string, headers: Record<string, string>, at = performance.now()) => ({
    path,
    headers,
    at,
    response: Promise.resolve(new Response('{}')),
  });

  it('gives an early answer once, only for the same path and the same headers', () => {
    const headers = { Accept: 'application/json', Authorization: 'Bearer a' };
    const answer = early('/api/me', headers);
    vi.stubGlobal('window', { __ojaEarlyAnswers: [answer] });
    expect(takeEarlyAnswer('/api/me', { ...headers, Authorization: 'Bearer b' })).toBeNull();
    expect(takeEarlyAnswer('/api/me', { ...headers, 'Save-Data': 'on' })).toBeNull();
    expect(takeEarlyAnswer('/api/me?x=1', headers)).toBeNull();
    expect(takeEarlyAnswer('/api/me', headers)).toBe(answer.response);
    expect(takeEarlyAnswer('/api/me', headers)).toBeNull();
  });

  it('leaves an answer asked long ago to a fresh request', () => {
    const headers = { Accept: 'application/json' };
    vi.stubGlobal('window', { __ojaEarlyAnswers: [early('/api/riders/online', headers, performance.now() - 60_000)] });
    expect(takeEarlyAnswer('/api/riders/online', headers)).toBeNull();
  });
});
