import { expect, test, type Page } from '@playwright/test';
import { HERO_ROTATION_MS, HERO_SLIDES, SERVICES } from '../src/features/landing/data';
import { IDLE_MS } from '../src/app/entry/take-over';
import { DEMO_CUSTOMER, hydrated, loginByApi } from './helpers';

/** A change of what the hero shows: the text now seen, the frame's time, and whether the app had taken the page over. */
interface Turn {
  text: string;
  t: number;
  hydrated: boolean;
}

interface HeroLog {
  taglines: Turn[];
  icons: Turn[];
  /** The start times of the page's LCP candidates (a candidate is reported while the visitor has not interacted). */
  lcp: number[];
  /**
   * The events that make the app take the page over (main-prerendered.tsx, INTENT), as they reached the page: a turn
   * drawn by the app before any interaction says which one came (it was Chromium's own pointermove that did not move,
   * no longer taken for one: take-over.ts `isIntent`).
   */
  intents: string[];
}

/**
 * Records, from the page's first frame, what a person sees of the hero: each tagline and service label drawn (hidden
 * or transparent ones left out; two at once would read as one text joined by " + "), each time it changes, by the
 * page's own clock; and the page's LCP candidates.
 */
async function watchHero(page: Page) {
  await page.addInitScript(() => {
    const log: HeroLog = { taglines: [], icons: [], lcp: [], intents: [] };
    (window as unknown as { __hero: HeroLog }).__hero = log;
    for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'])
      window.addEventListener(
        type,
        (e) =>
          log.intents.push(`${type}${e.isTrusted ? '' : ' (untrusted)'} at ${Math.round(e.timeStamp)} ms on ${(e.target as Element | null)?.nodeName ?? '?'}`),
        { capture: true, passive: true },
      );
    new PerformanceObserver((list) => log.lcp.push(...list.getEntries().map((entry) => entry.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    const drawn = (els: Iterable<Element>) =>
      [...els]
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((el) => el.textContent)
        .join(' + ');
    const frame = (t: number) => {
      const root = document.getElementById('root');
      const hydrated = root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
      const heading = document.querySelector('[data-testid="hero-tagline"]');
      const tagline = heading ? drawn(heading.children.length ? heading.children : [heading]) : '';
      const icon = drawn(document.querySelectorAll('[data-testid="hero-icon-label"]'));
      for (const [turns, text] of [
        [log.taglines, tagline],
        [log.icons, icon],
      ] as const) {
        if (text && turns.at(-1)?.text !== text) turns.push({ text, t, hydrated });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Time between two turns: 3 s, give or take `leeway` ms of frames drawn late. */
function expectTurn(ms: number, leeway: number) {
  expect(ms).toBeGreaterThanOrEqual(HERO_ROTATION_MS - leeway);
  expect(ms).toBeLessThanOrEqual(HERO_ROTATION_MS + leeway);
}

/** What watchHero recorded so far, and when the page was first painted (its first contentful paint). */
const heroLog = (page: Page) =>
  page.evaluate(() => ({
    ...(window as unknown as { __hero: HeroLog }).__hero,
    shownAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));

test.describe('landing page', () => {
  test('the hero rotates from the first paint without the app, every 3 s in order, and goes on where it was once the app takes over', async ({ page }) => {
    await watchHero(page);
    await page.goto('/');
    // No interaction: the first turn within 3.5 s of the first paint, the second 3 s later, the app not running.
    await expect.poll(async () => (await heroLog(page)).taglines.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await heroLog(page)).icons.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    // The LCP candidates of the turns' frames, reported just after them.
    const third = (await heroLog(page)).taglines[2].t;
    await page.waitForFunction((t) => performance.now() > t + 1000, third, { polling: 100 });
    const before = await heroLog(page);
    for (const turns of [before.taglines, before.icons]) {
      expect(turns[1].t - before.shownAt).toBeLessThanOrEqual(3500);
      expectTurn(turns[2].t - turns[1].t, 500);
      expect(
        turns.slice(0, 3).map((turn) => turn.hydrated),
        `taken over before any interaction; events: ${before.intents.join(', ') || 'none'}`,
      ).toEqual([false, false, false]);
    }
    // The landing's speed: its largest content is drawn with the first paint; a tagline shown later is no new candidate.
    expect(before.lcp.length).toBeGreaterThan(0);
    expect(Math.max(...before.lcp)).toBeLessThan(before.taglines[1].t);

    // The app takes the page over at the visitor's first interaction; the rotation goes on: two more turns, each 3 s
    // after the one before, the next tagline and icon each time (neither back to the first nor two turns at once).
    await page.keyboard.press('Shift');
    await expect.poll(async () => (await heroLog(page)).taglines.filter((turn) => turn.hydrated).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await heroLog(page)).icons.filter((turn) => turn.hydrated).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const after = await heroLog(page);
    for (const [turns, expected] of [
      [after.taglines, HERO_SLIDES.map((s) => s.tagline)],
      [after.icons, SERVICES.map((s) => s.title)],
    ] as const) {
      expect(turns.map((turn) => turn.text)).toEqual(turns.map((_, i) => expected[i % expected.length]));
      // A little more leeway around the hydration: its tasks can delay the frame that shows a turn on a busy machine.
      for (let i = 2; i < turns.length; i++) expectTurn(turns[i].t - turns[i - 1].t, 800);
    }
  });

  test('a visitor who asks for reduced motion sees the first tagline and icon only, before and after the app takes over', async ({ page }) => {
    await watchHero(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.keyboard.press('Shift');
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    // Past the 3.5 s within which the hero turns (the test above), by the page's clock, and the app running.
    const since = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 3500, since, { polling: 250 });
    const { taglines, icons } = await heroLog(page);
    expect(taglines.map((turn) => turn.text)).toEqual([HERO_SLIDES[0].tagline]);
    expect(icons.map((turn) => turn.text)).toEqual([SERVICES[0].title]);
  });

  test('a visitor without a session: the app code is downloaded, not run, until the first tap, which is not lost', async ({ page }) => {
    const code: string[] = [];
    page.on('requestfinished', (r) => {
      if (/\/assets\/core-/.test(r.url())) code.push(r.url());
    });
    await page.goto('/');
    // Fetched a few frames after the load event (once the photos on screen are drawn), which a busy machine can draw
    // after the network has been quiet for Playwright's 500 ms: waited for itself, then for the rest of it.
    await expect.poll(() => code.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Not run yet, unless the page has gone unused for IDLE_MS since it was painted: the app then takes it over anyway,
    // and a loaded machine can take that long to get here (the code is fetched only after the photos on screen).
    const before = await page.evaluate(() => ({
      sincePaint: performance.now() - performance.getEntriesByType('navigation')[0].duration,
      hydrated: Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
    }));
    if (before.hydrated) expect(before.sincePaint, 'hydrated before the first tap and before the idle moment').toBeGreaterThanOrEqual(IDLE_MS);

    // The first interaction is a tap on a control only React drives: it hydrates, then takes effect.
    const questions = page.getByTestId('faq').locator('button[aria-expanded]');
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    expect(await hydrated(page)).toBe(true);
  });

  test('a pointer that did not move does not make the app take the page over; one that moves does', async ({ page }) => {
    const moves: string[] = [];
    await page.exposeFunction('__move', (m: string) => void moves.push(m));
    await page.addInitScript(() =>
      window.addEventListener('pointermove', (e) => void (window as unknown as { __move(m: string): void }).__move(`${e.movementX},${e.movementY}`), true),
    );
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // What Chromium itself sends for the pointer's place as a page is laid out: a move of (0, 0) where it already is.
    await page.mouse.move(0, 0);
    await expect.poll(() => moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m === '0,0')).toBe(true);
    await page.waitForTimeout(500);
    expect(await hydrated(page)).toBe(false);
    // A visitor moving the mouse over the page is about to use it.
    await page.mouse.move(120, 200, { steps: 3 });
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
  });

  test('a visitor with a stored session sees the account menu without interacting', async ({ page, request }) => {
    await loginByApi(page, request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    expect(await hydrated(page)).toBe(true);
  });

  test('desktop hero has two sign-up buttons and the service grid', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByTestId('hero-cta').getByRole('link');
    await expect(cta).toHaveCount(2);
    for (const link of await cta.all()) await expect(link).toHaveAttribute('href', '/signup');
    const hero = page.locator('#home');
    await expect(hero.getByRole('link', { name: 'Okada Rides' }).first()).toHaveAttribute('href', '/ride-hailing');
    await expect(hero.getByRole('link', { name: 'General Services' }).first()).toHaveAttribute('href', '/general-services');
  });

  test('header shows the section anchors and Login / Sign Up when logged out', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    for (const name of ['Home', 'Services', 'About Us', 'Contact Us']) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await header.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('services section has six cards leading to their routes and both sign-up buttons', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('service-card');
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/ride-hailing', '/food-delivery', '/ecommerce', '/auto-maintenance', '/service-apartments', '/general-services']);
    await expect(page.getByRole('link', { name: 'Sign Up as Customer' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Join as Vendor' })).toHaveAttribute('href', '/signup');
    await cards.nth(1).click();
    await expect(page).toHaveURL(/\/food-delivery$/);
    // The demo data has a live restaurant, so the page lists it (the spec's demonstration shows only when none is live).
    await expect(page.getByRole('link', { name: "View Menu of Mama Ngozi's Kitchen" })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/coming soon/i);
  });

  test('about section shows the static statistics', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByTestId('stats');
    for (const value of ['50K+', '10K+', '1M+', '6', '99.9%']) await expect(stats.getByText(value, { exact: true })).toBeVisible();
  });

  test('FAQ: eight questions, first open, one open at a time, clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    const questions = page.getByTestId('faq').locator('button[aria-expanded]');
    await expect(questions).toHaveCount(8);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('faq').getByRole('region')).toHaveCount(1);

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('2-5 minutes', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('faq').getByRole('region')).toHaveCount(1);

    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq').getByRole('region')).toHaveCount(0);

    await questions.nth(2).click();
    await expect(page.getByTestId('faq').getByRole('region')).toContainText('30-45 minutes');
  });

  test('newsletter: e-mail required, thank-you for 3 seconds, field clears, nothing sent', async ({ page }) => {
    await page.goto('/');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') requests.push(r.url());
    });
    const email = page.getByLabel('Email address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-thanks')).toHaveCount(0);
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    // How long the thank-you stays is read from the page's own clock (when it appeared, when it went), not from this
    // test's steps: a busy machine once took over 3 s between two of them.
    await page.evaluate(() => {
      const seen: { submitted?: number; shown?: number; hidden?: number } = {};
      (window as unknown as { __thanks: typeof seen }).__thanks = seen;
      // When the form was sent (the 3 s start there): on a busy page the observer below can note the thank-you late.
      document.addEventListener('submit', () => (seen.submitted ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        const on = document.querySelector('[data-testid="newsletter-thanks"]') !== null;
        if (on && seen.shown === undefined) seen.shown = performance.now();
        if (!on && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await email.fill('reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page.getByText('Thank you for subscribing!')).toBeHidden({ timeout: 10_000 });
    const { submitted, shown, hidden } = await page.evaluate(
      () => (window as unknown as { __thanks: { submitted: number; shown: number; hidden: number } }).__thanks,
    );
    expect(hidden - submitted).toBeGreaterThanOrEqual(2900);
    expect(hidden - shown).toBeLessThan(4000);
    expect(requests).toEqual([]);
  });

  test('footer has the four link groups and contact details', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const group of ['Services', 'Company', 'Support', 'For Vendors']) await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    await expect(footer.getByText('support@oja.ng')).toBeVisible();
    await expect(footer.getByText('0800 123 4567')).toBeVisible();
  });
});
