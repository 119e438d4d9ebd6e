import { expect, test } from '@playwright/test';

/** What may stay in Latin letters on a Hindi or Marathi page: names and contact details. */
const NAMES = [
  'RoboLeague Education Pvt. Ltd.',
  '3rd Floor, Orchid Plaza, Baner Road, Pune, Maharashtra 411045',
  'support@roboleague.in',
  'RoboLeague',
  'WhatsApp',
  'STEM',
  'UPI',
];

const englishIn = (text: string): string[] =>
  NAMES.reduce((left, name) => left.split(name).join(' '), text).match(/[A-Za-z]{2,}/g) ?? [];

const ROUTES = ['/about', '/contact', '/privacy', '/refunds', '/shipping', '/terms', '/no/such/page'];

for (const language of ['hi', 'mr'] as const) {
  for (const route of ROUTES) {
    test(`/${language}${route} is in its language, with no English left but names and no sideways scroll`, async ({
      page,
    }) => {
      await page.goto(`/${language}${route}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/[\u0900-\u097F]/);
      await expect(page).toHaveTitle(`${await heading.textContent()} | RoboLeague`);
      expect(englishIn(await page.locator('main').innerText())).toEqual([]);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
}

test('a policy link followed from a Hindi page opens the Hindi page', async ({ page }) => {
  await page.goto('/hi/about');
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'नियम और शर्तें' }).click();
  await expect(page).toHaveURL(/\/hi\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeVisible();
});
