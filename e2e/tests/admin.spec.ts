import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { openBookingForm } from './support/landing';

const ADMIN_PASSWORD = 'admin123';

/** A unique suffix, so each run adds its own venue, coupon and product to the shared database. */
function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

function toast(page: Page, title: string) {
  return page.locator('.MuiAlert-root', { has: page.locator('.MuiAlertTitle-root', { hasText: title }) });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (8-bit RGB), small enough to build here instead of keeping a fixture file. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, 'Login successful')).toBeVisible();
}

test('an admin adds a venue and a coupon; a parent then sees the venue and applies the coupon', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const hall = `E2E Hall ${suffix}`;
  const code = `E2E${suffix}`.slice(0, 20);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  await signIn(page);
  await expect(page.getByRole('group', { name: 'Total Venues' })).toBeVisible();

  await page.getByRole('link', { name: 'Manage Venues' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venue Administration' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Venue' }).click();
  const venueDialog = page.getByRole('dialog', { name: 'Add Venue' });
  await expect(venueDialog.getByRole('spinbutton', { name: 'Max seats' })).toHaveValue('100');
  await venueDialog.getByRole('textbox', { name: 'Venue name' }).fill(`e2e-hall-${suffix.toLowerCase()}`);
  await venueDialog.getByRole('textbox', { name: 'Display name' }).fill(hall);
  await venueDialog.getByRole('textbox', { name: 'City' }).fill('Nashik');
  await venueDialog.getByRole('textbox', { name: 'Address' }).fill('BYK College Hall, College Road, Nashik 422005');
  await venueDialog.getByLabel(/Starts \(India time\)/).fill('2027-01-17T10:00');
  await venueDialog.getByLabel(/Ends \(India time\)/).fill('2027-01-17T14:00');
  await venueDialog.getByRole('spinbutton', { name: 'Max seats' }).fill('60');
  await venueDialog.getByRole('button', { name: 'Add Venue' }).click();
  await expect(toast(page, 'Venue added successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: hall })).toContainText('0 / 60 seats taken · 60 available');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Manage Coupons' }).click();
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  const couponDialog = page.getByRole('dialog', { name: 'Create Coupon' });
  await couponDialog.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await couponDialog.getByRole('spinbutton', { name: 'Discount' }).fill('100');
  await couponDialog.getByRole('spinbutton', { name: 'Usage limit' }).fill('5');
  await couponDialog.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(toast(page, 'Coupon created')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('₹100');
  await expect(row).toContainText('0 / 5 used');
  await expect(row).toContainText('Active');

  // A parent, in a browser of their own, books at the new venue with the new coupon.
  const parentContext = await browser.newContext();
  try {
    const parent = await parentContext.newPage();
    await openBookingForm(parent);
    const venues = parent.getByRole('combobox', { name: 'Venue' });
    const option = venues.locator('option', { hasText: `${hall} (` });
    await expect(option).toHaveCount(1);
    await venues.selectOption((await option.getAttribute('value'))!);
    await parent.getByRole('textbox', { name: 'Coupon code (optional)' }).fill(code.toLowerCase());
    await parent.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(parent, 'Coupon Applied!')).toBeVisible();
    await expect(parent.getByRole('region', { name: 'Price summary' })).toContainText(`Coupon ${code}`);
  } finally {
    await parentContext.close();
  }
});

test('an admin creates a product with an uploaded image, syncs the catalogue and finds it in the store', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const name = `E2E Rover Kit ${suffix}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Manage Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await dialog.getByRole('textbox', { name: 'Product ID' }).fill(`e2e-rover-${suffix.toLowerCase()}`);
  await dialog.getByRole('textbox', { name: 'SKU' }).fill(`E2E-RV-${suffix}`);
  await dialog.getByRole('textbox', { name: 'Product Name' }).fill(name);
  await expect(dialog.getByRole('textbox', { name: 'URL Slug' })).toHaveValue(`e2e-rover-kit-${suffix.toLowerCase()}`);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Robotics Kits');
  await dialog.getByRole('textbox', { name: 'Age Range' }).fill('8-12 years');
  await dialog.getByRole('textbox', { name: 'Summary' }).fill('A six-wheel rover kit built during the browser test.');

  await dialog.getByRole('tab', { name: 'Pricing' }).click();
  await dialog.getByRole('spinbutton', { name: 'Selling Price (₹)' }).fill('1499');
  await dialog.getByRole('spinbutton', { name: 'MRP (₹)' }).fill('1999');
  await dialog.getByRole('spinbutton', { name: 'Inventory' }).fill('12');

  await dialog.getByRole('tab', { name: 'Images' }).click();
  await dialog.getByLabel('Thumbnail file').setInputFiles({
    name: 'rover.png',
    mimeType: 'image/png',
    buffer: solidPng(32, 32, [27, 94, 32]),
  });
  const thumbnailUrl = dialog.getByRole('textbox', { name: 'Thumbnail URL' });
  await expect(thumbnailUrl).toHaveValue(/\/uploads\/products\/[^?]+$/);
  const preview = dialog.getByRole('img', { name: 'Thumbnail preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);

  await dialog.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product created successfully!')).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('In Stock');
  await expect(card).toContainText('₹1,499');

  await page.getByRole('button', { name: 'Sync Catalog' }).click();
  await expect(toast(page, 'Catalog synced successfully')).toBeVisible();

  // The catalogue is rewritten by a job: look until it shows the new product.
  const viewDetails = page.getByRole('link', { name: `View Details: ${name}` });
  await expect(async () => {
    await page.goto('/store');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(suffix);
    await expect(viewDetails).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const storeImage = page.getByRole('img', { name });
  await expect.poll(() => storeImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
});

test('signing out locks the admin pages again', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  // Every admin page, venues included, shows the sign-in and none of its data.
  for (const path of ['/admin/dashboard', '/admin/coupons', '/admin/products', '/admin/venues']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel('Password')).toBeVisible();
  }
  await expect(page.getByRole('article')).toHaveCount(0);

  // The server agrees: admin calls are refused without a session.
  expect((await page.request.get('/api/admin/venues')).status()).toBe(401);
});
