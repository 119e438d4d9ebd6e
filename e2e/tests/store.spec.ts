import { expect, type Page, test } from '@playwright/test';

const PRODUCT = 'PickBot Pick-and-Place Robot Kit';

function toast(page: Page, title: string) {
  return page.locator('.MuiAlert-root', { has: page.locator('.MuiAlertTitle-root', { hasText: title }) });
}

function productCards(page: Page) {
  return page.getByRole('article');
}

test('a visitor filters the store, buys 2 kits in the sandbox and asks for the WhatsApp confirmation', async ({
  page,
  context,
}) => {
  // No internet here: answer the wa.me chat the fallback opens with a stand-in page.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );

  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
  await expect(page.getByText(/^\d+ products found$/)).toBeVisible();

  // The address bar holds the filters; the box shows as ticked once the navigation commits.
  await page.getByRole('checkbox', { name: 'Robotics Kits' }).click();
  await expect(page.getByRole('checkbox', { name: 'Robotics Kits' })).toBeChecked();
  await expect(page).toHaveURL(/category=Robotics\+Kits/);
  await expect(page.getByText('Filters active')).toBeVisible();
  await expect(productCards(page).filter({ hasText: 'Sensor Lab Electronics Set' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('pick-and-place');
  await expect(page.getByText('1 products found')).toBeVisible();
  await expect(page).toHaveURL(/q=pick-and-place/);

  // The filtered view survives a reload.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Robotics Kits' })).toBeChecked();
  const card = productCards(page).filter({ hasText: PRODUCT });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('33% OFF')).toBeVisible();
  await card.getByRole('link', { name: /^View Details/ }).click();

  await expect(page).toHaveURL(/\/product\/pickbot-pick-and-place-robot-kit$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page).toHaveTitle(`${PRODUCT} | RoboLeague Store`);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now - ₹9,998' }).click();

  const details = page.getByRole('dialog', { name: 'Shipping details' });
  await details.getByRole('textbox', { name: 'Full name' }).fill('Meera Iyer');
  await details.getByRole('textbox', { name: 'E-mail' }).fill('meera@example.com');
  await details.getByRole('textbox', { name: 'Mobile number' }).fill('9876501234');
  await details.getByRole('textbox', { name: 'Address line 1' }).fill('12 Lake View Road');
  await details.getByRole('textbox', { name: 'City' }).fill('Pune');
  await details.getByRole('textbox', { name: 'State' }).fill('Maharashtra');
  await details.getByRole('textbox', { name: 'PIN code' }).fill('411045');
  await details.getByRole('button', { name: 'Continue to Payment' }).click();

  const checkout = page.getByRole('dialog').filter({ hasText: 'TEST MODE' });
  await expect(checkout).toContainText('₹9,998');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(toast(page, 'Payment Successful!')).toBeVisible();

  await expect(page).toHaveURL(/\/thank-you\?status=success&order_id=ORD-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('₹9,998')).toBeVisible();
  await expect(page.getByText(PRODUCT)).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  const order = await (await page.request.get(`/api/order-details/${orderId}`)).json();
  expect(order).toMatchObject({
    orderId,
    quantity: 2,
    totalAmount: 999800,
    paymentStatus: 'completed',
    orderStatus: 'confirmed',
  });

  // No WhatsApp provider in the sandbox: the message waits in the outbox and a prefilled chat opens.
  const chat = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Send confirmation on WhatsApp' }).click();
  const opened = await chat;
  await opened.waitForLoadState();
  const url = new URL(opened.url());
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919876543210');
  expect(url.searchParams.get('text')).toContain(orderId);
  // The label says what happened: the chat was opened, nothing was sent yet.
  await expect(page.getByRole('button', { name: 'Opened WhatsApp' })).toBeDisabled();
});

test('closing the sandbox checkout says so and lets the buyer try again', async ({ page }) => {
  await page.goto('/product/solar-rover-stem-kit');
  await expect(page.getByRole('heading', { level: 1, name: 'Solar Rover STEM Kit' })).toBeVisible();
  await page.getByRole('button', { name: /^Buy Now - / }).click();
  const details = page.getByRole('dialog', { name: 'Shipping details' });
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(details.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
  await details.getByRole('textbox', { name: 'Full name' }).fill('Ravi Kumar');
  await details.getByRole('textbox', { name: 'E-mail' }).fill('ravi@example.com');
  await details.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
  await details.getByRole('textbox', { name: 'Address line 1' }).fill('4 MG Road');
  await details.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
  await details.getByRole('textbox', { name: 'State' }).fill('Karnataka');
  await details.getByRole('textbox', { name: 'PIN code' }).fill('560001');
  await details.getByRole('button', { name: 'Continue to Payment' }).click();

  const checkout = page.getByRole('dialog').filter({ hasText: 'TEST MODE' });
  await checkout.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(toast(page, 'Checkout closed')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy Now - / })).toBeEnabled();
});

test("an order page without an order says 'Order not found'", async ({ page }) => {
  await page.goto('/thank-you/order/ORD-NOSUCHORDR');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
