import { expect, test } from '@playwright/test';

const ADMIN = { email: 'admin@oja.test', password: 'OjaAdmin#2026' };

/** the admin portal opens the queue dashboard in a new tab through a one-minute signed link. */
test('an admin opens Queues from the dashboard in a new tab; the board is closed to a tab without its cookie', async ({ page, context, request }) => {
  const res = await request.post('/api/admin/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  const { token, admin } = (await res.json()) as { token: string; admin: unknown };
  await page.goto('/admin/login');
  await page.evaluate(
    (s) => {
      localStorage.setItem('admin_token', s.token);
      localStorage.setItem('admin', JSON.stringify(s.admin));
    },
    { token, admin },
  );
  await page.goto('/admin/dashboard');

  const [board] = await Promise.all([context.waitForEvent('page'), page.getByTestId('open-queues').click()]);
  await board.waitForURL(/\/api\/admin\/queues\/?(\?.*)?$/);
  // bull-board with BullMQ, or the in-process page when the server has no Redis.
  await expect(board.getByText(/Queues run in-process|notifications/).first()).toBeVisible();
  // The admin token never left the portal's tab: the board tab holds only its own cookie.
  expect(await board.evaluate(() => localStorage.getItem('admin_token'))).toBe(token);
  const cookies = await context.cookies();
  const boardCookie = cookies.find((c) => c.name === 'oja_queues');
  expect(boardCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/queues' });

  // Another browser without the cookie is turned away.
  const anonymous = await request.get('/api/admin/queues/', { headers: { cookie: '' } });
  expect(anonymous.status()).toBe(401);
});
