import { expect, test } from '@playwright/test';

/**
 * Search that finds, on a phone: the words of the search box's own hint find the demo vendors of that
 * trade, and a chosen state and area stay in the URL (a shared link, Back).
 */
test.use({ viewport: { width: 360, height: 740 } });

test('"plumber" finds the demo plumbing vendor; a chosen state and area stay in the URL and Back restores them', async ({ page }) => {
  await page.goto('/general-services');
  await expect(page.getByLabel('Search service providers')).toHaveAttribute('placeholder', 'Search for plumbers, electricians, cleaners…');
  const cards = page.getByTestId('service-vendor-card');
  const plumber = cards.filter({ hasText: 'Adewale Plumbing Works' });

  await page.getByLabel('Search service providers').fill('plumber');
  await expect(page).toHaveURL(/[?&]q=plumber(&|$)/);
  await expect(plumber).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Sparkle Home Services' })).toHaveCount(0);

  // The plumber works in Surulere, Lagos: not in the FCT.
  const state = page.getByLabel('State', { exact: true });
  await state.selectOption('fct');
  await expect(page).toHaveURL(/[?&]state=fct(&|$)/);
  await expect(page.getByText('No service providers found.')).toBeVisible();

  await state.selectOption('lagos');
  await expect(page).toHaveURL(/[?&]state=lagos(&|$)/);
  await page.getByLabel('Area', { exact: true }).fill('Surulere');
  await expect(page).toHaveURL(/[?&]area=Surulere(&|$)/);
  await expect(plumber).toHaveCount(1);
  // The words are still there, and the box shows them.
  await expect(page.getByLabel('Search service providers')).toHaveValue('plumber');

  // Back returns to the FCT choice (typing replaced the entry; choosing a state made one).
  await page.goBack();
  await expect(page).toHaveURL(/[?&]state=fct(&|$)/);
  await expect(state).toHaveValue('fct');
  await expect(page.getByText('No service providers found.')).toBeVisible();

  // A shared link opens the same list.
  await page.goto('/general-services?q=plumbers&state=lagos&area=surulere');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('lagos');
  await expect(plumber).toHaveCount(1);
});
