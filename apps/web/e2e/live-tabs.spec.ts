import { expect, test } from '@playwright/test';
import { loginByApi, newCustomer, registerByApi } from './helpers';

/**
 * The live channel in the browser (docs/live.md): one stream per account for all its tabs (a browser allows six
 * HTTP/1.1 connections per origin), every tab told of each event, and another tab taking over, resuming where the
 * stream was, when the one holding it closes.
 */
test('three tabs share one live stream; each bell counts up; closing the holding tab hands the stream on', async ({ browser, request }) => {
  const c = newCustomer();
  await registerByApi(request, c);
  const context = await browser.newContext();
  const streams: Array<{ tab: number; lastEventId: string | null }> = [];
  const first = await context.newPage();
  const token = await loginByApi(first, request, c.email, c.password);
  const tabs = [first, await context.newPage(), await context.newPage()];
  tabs.forEach((tab, i) =>
    tab.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/live') streams.push({ tab: i, lastEventId: r.headers()['last-event-id'] ?? null });
    }),
  );
  for (const tab of tabs) await tab.goto('/dashboard/user/settings');
  await expect.poll(() => streams.length).toBe(1);
  const bell = (i: number) => tabs[i]!.getByTestId('notification-bell');
  for (const i of [0, 1, 2]) await expect(bell(i)).toHaveAttribute('aria-label', 'Notifications, 1 unread');

  // A notice made by a worker (the data export is ready) reaches every tab through the one stream.
  const exported = await request.post('/api/me/data-export', { headers: { Authorization: `Bearer ${token}` } });
  expect(exported.status(), await exported.text()).toBe(202);
  for (const i of [0, 1, 2]) await expect(bell(i)).toHaveAttribute('aria-label', /Notifications, 2 unread/, { timeout: 15_000 });
  expect(streams).toHaveLength(1);

  // The tab that held it closes: one of the others opens the stream again, resuming after the last event it saw.
  const holder = streams[0]!.tab;
  await tabs[holder]!.close();
  await expect.poll(() => streams.length, { timeout: 10_000 }).toBe(2);
  expect(streams[1]!.tab).not.toBe(holder);
  expect(Number(streams[1]!.lastEventId)).toBeGreaterThanOrEqual(2);
  const rest = [0, 1, 2].filter((i) => i !== holder);
  // Still live: the next notice reaches both remaining tabs.
  expect((await request.post('/api/me/data-export', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(202);
  for (const i of rest) await expect(bell(i)).toHaveAttribute('aria-label', /Notifications, 3 unread/, { timeout: 15_000 });
  await context.close();
});
