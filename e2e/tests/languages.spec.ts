import { readdirSync, readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { SITE } from '../../frontend/src/config/site';
import { subjectsTo } from './support/parent';

type Language = 'hi' | 'mr';
const LANGUAGES: Language[] = ['hi', 'mr'];

const CATALOG = new URL('../../libs/domain/catalog/', import.meta.url);

/** Every message of a language's catalogue (libs/domain/catalog/<language>/*.json), keyed as in the code. */
function catalogue(language: string): Record<string, string> {
  const dir = new URL(`${language}/`, CATALOG);
  return Object.assign(
    {},
    ...readdirSync(dir).map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>),
  );
}

const ENGLISH_KEYS = new Set(Object.keys(catalogue('en')));
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/** Every string inside a JSON value (its values, not its keys). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * Latin words a page in `language` may show: those its own translations use (brand and product
 * words such as WhatsApp or STEM) and the names the site's data gives (venues, cities, products,
 * categories, the edition's name), which stay as they are.
 */
async function allowedWords(
  request: APIRequestContext,
  language: Language,
  names: string[] = [],
): Promise<Set<string>> {
  const texts = [...Object.values(catalogue(language)), ...names];
  const venues = (await (await request.get('/api/venues')).json()) as Array<Record<string, unknown>>;
  for (const venue of venues) texts.push(String(venue.displayName), String(venue.city), String(venue.address));
  const catalog = (await (await request.get('/catalog.json')).json()) as {
    products: Array<Record<string, unknown> & { name: string; category: string }>;
  };
  // A product's own words (name, description, features, specifications) are the seller's data, as typed.
  for (const product of catalog.products) texts.push(...stringsOf(product));
  const { edition } = (await (await request.get('/api/edition')).json()) as { edition: { name: string } | null };
  texts.push(edition?.name ?? '');
  // The company's names, the switcher's "English" and the grade groups' codes (std-1-2) are names too.
  texts.push(SITE.legalName, SITE.address, SITE.brand, 'Instagram', 'WhatsApp', 'English', 'std');
  return new Set(texts.flatMap((text) => text.match(LATIN_WORD) ?? []).map((word) => word.toLowerCase()));
}

/** What a page in `language` still says in English: Latin words that are neither translations' nor names. */
async function englishLeft(page: Page, allowed: Set<string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const words = (text.replace(/\S+@\S+|https?:\/\/\S+|[A-Z]{2,}-[A-Z0-9-]+/g, ' ').match(LATIN_WORD) ?? []).filter(
    (word) => !allowed.has(word.toLowerCase()),
  );
  return [...new Set(words)];
}

/** Catalogue keys shown as they are: a message the language (and English) lacks. */
async function missingKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(/\b[a-z][a-zA-Z]*(?:\.[a-zA-Z0-9]+)+\b/g) ?? [])].filter((word) =>
    ENGLISH_KEYS.has(word),
  );
}

const PUBLIC_PATHS = [
  '/',
  '/store',
  '/product/pickbot-pick-and-place-robot-kit',
  '/thank-you',
  '/thank-you/RL-NO-SUCH-BOOKING',
  '/thank-you/order/ORD-NO-SUCH',
  '/my-booking',
  '/contact',
  '/about',
  '/privacy',
  '/refunds',
  '/shipping',
  '/terms',
  '/no/such/page',
];

for (const language of LANGUAGES) {
  test(`every public page in ${language} is in ${language}: no missing message, no English but names, no sideways scroll`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const allowed = await allowedWords(request, language);
    const problems: string[] = [];
    for (const path of PUBLIC_PATHS) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`/${language}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first()).toBeVisible();
      // Below-the-fold parts hydrate when near: bring the whole page in before reading it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const missing = await missingKeys(page);
      if (missing.length) problems.push(`${path}: missing ${missing.join(', ')}`);
      const english = await englishLeft(page, allowed);
      if (english.length) problems.push(`${path}: English ${english.join(' ')}`);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${path}: scrolls sideways by ${overflow} px at ${width} px`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the language switcher keeps the page, and the choice sends the next visit to that language', async ({ page }) => {
  await page.goto('/store');
  await page.getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/store$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/mr\/$/);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const language of LANGUAGES) {
  test(`a parent books a seat from /${language}/, pays in the sandbox, and reads the thank-you page and the e-mail in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `lang-${language}-${Date.now()}@example.com`;
    await page.goto(`/${language}/`);
    await page.locator('#booking').scrollIntoViewIfNeeded();
    const form = page.locator('#booking form');
    await form.locator('input[name="parentName"]').fill('Priya Sharma');
    await form.locator('input[name="mobileNumber"]').fill('9876543210');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="childName"]').fill('Aarav Sharma');
    await form.locator('select[name="gradeGroup"]').selectOption('std-1-2');
    await form.locator('input[name="schoolName"]').fill('Orchid School');
    const venue = form.locator('select[name="venueId"]');
    const option = venue.locator('option', { hasText: 'Pune — Baner' });
    await venue.selectOption((await option.getAttribute('value'))!);
    await form.locator('input[name="termsAccepted"]').check();
    await form.locator('button[type="submit"]').click();

    const dialog = page.getByRole('dialog').first();
    await dialog.getByRole('button', { name: /₹/ }).click();
    const checkout = page.getByRole('dialog').filter({ hasText: 'TEST MODE' });
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${language}/thank-you/RL-[A-Z0-9-]+$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const bookingId = page.url().split('/').pop()!;
    await expect(page.getByRole('img', { name: new RegExp(bookingId) })).toBeVisible({ timeout: 15_000 });
    const typed = ['Priya Sharma', 'Aarav Sharma', 'Orchid School'];
    expect(await englishLeft(page, await allowedWords(request, language, typed))).toEqual([]);

    // The confirmation e-mail, through the real SMTP sink, is in the booking's language.
    await expect
      .poll(async () => (await subjectsTo(email)).find((subject) => subject.includes(bookingId)) ?? '', {
        timeout: 20_000,
      })
      .toMatch(/[\u0900-\u097F]/);
  });
}
