import { expect, type Page, test } from '@playwright/test';

const PUBLIC_ROUTES = [
  '/',
  '/store',
  '/product/pickbot-pick-and-place-robot-kit',
  '/product/no-such-kit',
  '/thank-you',
  '/thank-you/RL-NO-SUCH-BOOKING',
  '/thank-you/order/ORD-NO-SUCH',
  '/thank-you?status=failed&order_id=ORD-NO-SUCH',
  '/contact',
  '/about',
  '/privacy',
  '/refunds',
  '/shipping',
  '/terms',
  '/login',
  '/admin',
  '/my-booking',
  '/no/such/page',
];
const KNOWN_ADMIN_ROUTES = ['/admin/dashboard', '/admin/venues', '/admin/coupons', '/admin/products'];
const PHONE_WIDTH = 390;
/** A phone and a desktop. */
const WIDTHS = [PHONE_WIDTH, 1440];

/** The routes, each at every width, that scroll sideways (and by how much) once the page shows its heading. */
async function overflowingRoutes(page: Page, paths: string[]): Promise<string[]> {
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) overflowing.push(`${path} at ${width} px (+${overflow} px)`);
    }
  }
  return overflowing;
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The admin screens: the known ones and every /admin link the signed-in dashboard offers. */
async function adminRoutes(page: Page): Promise<string[]> {
  const linked = await page
    .locator('a[href^="/admin/"]')
    .evaluateAll((links) => links.flatMap((link) => link.getAttribute('href') ?? []));
  return [...new Set([...KNOWN_ADMIN_ROUTES, ...linked.map((href) => href.replace(/[?#].*/, ''))])];
}

test('no public page scrolls sideways on a phone or a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await overflowingRoutes(page, PUBLIC_ROUTES)).toEqual([]);
});

test('no admin page scrolls sideways on a phone or a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  expect(await overflowingRoutes(page, await adminRoutes(page))).toEqual([]);
});
