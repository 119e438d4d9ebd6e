import { expect, test } from '@playwright/test';
import { openBookingForm } from './support/landing';
import { collectErrors, markServerHeading } from './support/server-rendering';

const PRODUCT = 'PickBot Pick-and-Place Robot Kit';
const PRODUCT_PATH = '/product/pickbot-pick-and-place-robot-kit';

test('a product page arrives rendered, with its title and data, and stays interactive once hydrated', async ({
  page,
  request,
}) => {
  const response = await request.get(PRODUCT_PATH);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(html).toContain(`<title>${PRODUCT} | RoboLeague Store</title>`);
  expect(html).toMatch(new RegExp(`<h1 [^>]*>${PRODUCT}</h1>`));
  expect(html).toContain('<script type="application/json" id="ssr-data">');

  const errors = collectErrors(page);
  // The page carries its own product: the whole catalogue (megabytes at thousands of products) is not fetched.
  const catalogRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/catalog.json') catalogRequests.push(req.url());
  });
  await markServerHeading(page);
  await page.goto(PRODUCT_PATH);
  const heading = page.getByRole('heading', { level: 1, name: PRODUCT });
  await expect(heading).toHaveAttribute('data-from-server', '');

  // Interactive: the quantity stepper and the buy button answer, on the very elements the server sent.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now - ₹9,998' }).click();
  await expect(page.getByRole('dialog', { name: 'Shipping details' })).toBeVisible();
  // (The open dialog hides the page from the accessibility tree, so this looks the heading up by tag.)
  await expect(page.locator('h1[data-from-server]')).toHaveText(PRODUCT);
  expect(errors).toEqual([]);
  expect(catalogRequests).toEqual([]);
});

test('the landing page and the store hydrate the server HTML without errors', async ({ page }) => {
  const errors = collectErrors(page);
  await markServerHeading(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'RoboLeague 11th Edition' })).toHaveAttribute(
    'data-from-server',
    '',
  );
  // Live figures are fetched by the client: the early-bird banner fills in after hydration.
  await expect(page.getByRole('complementary', { name: 'Super Early Bird offer' })).toContainText(
    /places? left|has ended/,
  );

  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toHaveAttribute('data-from-server', '');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pick-and-place');
  await expect(page.getByText('1 products found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('store cards far down a phone screen still show stock that changed after the page was rendered', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // Every kit sold out since the server rendered the page: live stock says so.
  await page.route('**/api/stock', async (route) => {
    const stock = (await (await route.fetch()).json()) as Record<string, number>;
    await route.fulfill({ json: Object.fromEntries(Object.keys(stock).map((id) => [id, 0])) });
  });
  await page.goto('/store');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Out of stock');
  // Live stock reaches every card, also those the reader has not scrolled to.
  const last = cards.last();
  await expect(last).toContainText('Out of stock');
  await expect(last.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  expect(await last.evaluate((card) => card.getBoundingClientRect().top > window.innerHeight * 2)).toBe(true);
  expect(errors).toEqual([]);
});

test('the booking form hydrates without errors when live prices and venues arrive before its code does', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The Super Early Bird has ended (the server's HTML shows the early-bird price), and the form's
  // chunk arrives only after the live figures are in the store.
  await page.route('**/api/pricing', async (route) => {
    const pricing = await (await route.fetch()).json();
    await route.fulfill({ json: { ...pricing, tier: 'regular', earlyBirdRemaining: 0 } });
  });
  await page.route('**/assets/BookingSection-*.js', async (route) => {
    await page.waitForTimeout(1500);
    await route.continue();
  });

  await openBookingForm(page);
  const venue = page.getByLabel('Venue');
  await expect(venue.locator('option').nth(1)).toBeAttached();
  await expect(page.getByRole('complementary', { name: 'Super Early Bird offer' })).toContainText(/has ended/);
  await expect(page.getByText('₹1,999').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown product gets the client-rendered not-found page', async ({ page, request }) => {
  const html = await (await request.get('/product/no-such-kit')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/product/no-such-kit');
  await expect(
    page.getByRole('button', { name: 'Back to Store' }).or(page.getByRole('link', { name: 'Back to Store' })),
  ).toBeVisible();
});
