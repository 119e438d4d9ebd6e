import { expect, test, type Page } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3100';
const origin = { origin: `http://127.0.0.1:${port}` };

interface EditionRow {
  id: number;
  name: string;
  status: string;
  timeline: Array<{ date: string; text: string }>;
  reminders: Array<{ hoursBefore: number } | { dayOfAt: string }>;
  whatToBring: string;
}

async function signInAsOwner(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const editions = async (page: Page) => (await (await page.request.get('/api/admin/editions')).json()) as EditionRow[];
const toast = (page: Page, title: string) =>
  page.locator('.MuiAlert-root', { has: page.locator('.MuiAlertTitle-root', { hasText: title }) });

test('the owner clones the edition on sale, edits a timeline entry and its reminders and opens the copy for sale', async ({
  page,
}) => {
  await signInAsOwner(page);
  const onSale = (await editions(page)).find((edition) => edition.status === 'on_sale');
  expect(onSale).toBeDefined();
  const name = `E2E Edition ${Date.now().toString(36).toUpperCase()}`;
  let cloneId: number | undefined;
  try {
    await page.goto('/admin/editions');
    const row = (edition: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: edition }) });

    await row(onSale!.name).getByRole('button', { name: 'Clone' }).click();
    const clone = page.getByRole('dialog', { name: `Clone ${onSale!.name}` });
    await clone.getByRole('textbox', { name: 'Name of the copy' }).fill(name);
    await clone.getByRole('spinbutton', { name: 'Move dates by (days)' }).fill('364');
    await clone.getByRole('button', { name: 'Clone Edition' }).click();
    await expect(toast(page, 'Edition cloned')).toBeVisible();
    await expect(row(name)).toContainText('Draft');
    cloneId = (await editions(page)).find((edition) => edition.name === name)?.id;

    await row(name).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: `Edit ${name}` });
    const finale = `National finale in Pune, ${name}`;
    await form.getByRole('textbox', { name: 'Text 1', exact: true }).fill(finale);
    await expect(form.getByRole('list', { name: 'Timeline preview' }).getByRole('listitem').first()).toContainText(
      finale,
    );
    await form.getByRole('textbox', { name: 'Reminders' }).fill('72h, 06:30');
    await form.getByRole('textbox', { name: 'What to bring' }).fill('A water bottle and a pencil box');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Edition saved')).toBeVisible();
    const saved = (await editions(page)).find((edition) => edition.id === cloneId);
    expect(saved).toMatchObject({
      reminders: [{ hoursBefore: 72 }, { dayOfAt: '06:30' }],
      whatToBring: 'A water bottle and a pencil box',
    });

    // Another edition is on sale: the refusal names it and nothing changes.
    await row(name).getByRole('button', { name: 'Open Sales' }).click();
    await page
      .getByRole('dialog', { name: `Open Sales: ${name}?` })
      .getByRole('button', { name: 'Open Sales' })
      .click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(`"${onSale!.name}" is on sale.`);

    await row(onSale!.name).getByRole('button', { name: 'Close Sales' }).click();
    await page
      .getByRole('dialog', { name: `Close Sales: ${onSale!.name}?` })
      .getByRole('button', { name: 'Close Sales' })
      .click();
    await expect(row(onSale!.name)).toContainText('Closed');
    await row(name).getByRole('button', { name: 'Open Sales' }).click();
    await page
      .getByRole('dialog', { name: `Open Sales: ${name}?` })
      .getByRole('button', { name: 'Open Sales' })
      .click();
    await expect(row(name)).toContainText('On sale');

    const opened = (await editions(page)).find((edition) => edition.name === name);
    expect(opened?.status).toBe('on_sale');
    expect(opened?.timeline[0]?.text).toBe(finale);
  } finally {
    // The e2e database is shared by the other specs: the edition that was on sale is on sale again.
    if (cloneId !== undefined)
      await page.request.post(`/api/admin/editions/${cloneId}/status`, { headers: origin, data: { status: 'closed' } });
    await page.request.post(`/api/admin/editions/${onSale!.id}/status`, {
      headers: origin,
      data: { status: 'on_sale' },
    });
  }
});
