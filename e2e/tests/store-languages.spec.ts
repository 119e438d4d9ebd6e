import { expect, test } from '@playwright/test';

const PRODUCT = 'PickBot Pick-and-Place Robot Kit';

test('a parent buys a kit from /mr/store in Marathi: the product page, shipping details and the order status stay under /mr', async ({
  page,
  context,
}) => {
  // No internet here: answer the wa.me chat the fallback opens with a stand-in page.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );

  await page.goto('/mr/store');
  await expect(page).toHaveTitle('स्टोअर | RoboLeague — रोबोटिक्स आणि STEM किट');
  await expect(page.getByRole('heading', { level: 1, name: 'स्टोअर' })).toBeVisible();
  await expect(page.getByText(/^\d+ प्रॉडक्ट सापडले$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'प्रॉडक्ट शोधा' }).fill('pick-and-place');
  await expect(page.getByText('1 प्रॉडक्ट सापडले')).toBeVisible();
  await page.getByRole('link', { name: `तपशील पाहा: ${PRODUCT}` }).click();

  await expect(page).toHaveURL(/\/mr\/product\/pickbot-pick-and-place-robot-kit$/);
  await expect(page).toHaveTitle(`${PRODUCT} | RoboLeague स्टोअर`);
  await page.getByRole('button', { name: 'आत्ता खरेदी करा - ₹4,999' }).click();

  const details = page.getByRole('dialog', { name: 'डिलिव्हरीचा पत्ता' });
  await details.getByRole('textbox', { name: 'पूर्ण नाव' }).fill('Meera Iyer');
  await details.getByRole('textbox', { name: 'ई-मेल' }).fill('meera.mr@example.com');
  await details.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill('9876501234');
  await details.getByRole('textbox', { name: 'पत्ता (ओळ 1)' }).fill('12 Lake View Road');
  await details.getByRole('textbox', { name: 'शहर' }).fill('Pune');
  await details.getByRole('textbox', { name: 'राज्य' }).fill('Maharashtra');
  await details.getByRole('textbox', { name: 'पिन कोड' }).fill('411045');
  await details.getByRole('button', { name: 'पेमेंटसाठी पुढे जा' }).click();

  const checkout = page.getByRole('dialog').filter({ hasText: 'TEST MODE' });
  await expect(checkout).toContainText('₹4,999');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/mr\/thank-you\?status=success&order_id=ORD-/);
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डरची पुष्टी झाली!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'पुढे काय होईल' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'आणखी खरेदी करा' })).toHaveAttribute('href', '/mr/store');

  // The prefilled chat the fallback opens is in Marathi too.
  const chat = context.waitForEvent('page');
  await page.getByRole('button', { name: 'WhatsApp वर पुष्टी पाठवा' }).click();
  const opened = await chat;
  await opened.waitForLoadState();
  expect(new URL(opened.url()).searchParams.get('text')).toMatch(/^नमस्कार RoboLeague! कृपया माझ्या ऑर्डर ORD-/);
  await expect(page.getByRole('button', { name: 'WhatsApp उघडले' })).toBeDisabled();
});
