import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';
import { ADMIN } from './onboarding-helpers';

/**
 * Contact Us becomes real: a visitor's message reaches the admins' Support page, and the admin's reply
 * goes back by e-mail. Two page loads: /contact, then /admin/support in the same tab.
 */
test('a visitor sends the Contact form; an admin sees it under Support and replies by e-mail', async ({ page, request }) => {
  const email = uniqueEmail('contact');
  const subject = `Data request ${Date.now().toString(36)}`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Please send me a copy of the personal data you hold about me.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The API's field error (a blank name passes the browser's own check); nothing is confirmed.
  await expect(page.getByText('The name field is required.')).toBeVisible();
  await expect(page.getByText('Message sent! We will get back to you shortly.')).toHaveCount(0);

  await page.getByLabel('Name').fill('Chidi Okeke');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId('contact-sent')).toHaveText('Message sent! We will get back to you shortly.');
  await expect(page.getByLabel('Subject')).toHaveValue('');

  // The admin, signed in through the API in the same tab, opens Support from the menu's address.
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as { token: string; admin: unknown };
  await page.evaluate((s) => {
    localStorage.setItem('admin_token', s.token);
    localStorage.setItem('admin', JSON.stringify(s.admin));
  }, session);
  await page.goto('/admin/support');
  await expect(page.getByTestId('admin-title')).toHaveText('Support');
  const card = page.getByTestId('support-message').filter({ hasText: subject });
  await expect(card).toContainText('Chidi Okeke');
  await expect(card).toContainText(email);
  await expect(card.getByTestId('support-message-text')).toHaveText('Please send me a copy of the personal data you hold about me.');
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  await card.getByRole('textbox').fill('Your data export is attached to this e-mail.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  // The list reloads: the message leaves "Open".
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('answered');
  const answered = page.getByTestId('support-message').filter({ hasText: subject });
  await expect(answered.getByText('Answered', { exact: true })).toBeVisible();
  await expect(answered.getByTestId('support-reply')).toContainText('Your data export is attached to this e-mail.');

  // The reply reached the sender's mailbox (the dev outbox of the server under test).
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await res.json()) as { data: { channel: string; subject: string; body: string }[] };
        return body.data.find((m) => m.channel === 'email' && m.subject === `Re: ${subject}`)?.body ?? '';
      },
      { timeout: 15_000 },
    )
    .toContain('Your data export is attached to this e-mail.');
});
