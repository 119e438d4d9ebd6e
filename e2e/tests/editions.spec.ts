import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectErrors, markServerHeading } from './support/server-rendering';

/** Editions as data (issue 27): the owner clones the edition on sale, edits it, opens it, and the landing page shows it. */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const headers = { origin: baseURL };

interface Edition {
  id: number;
  name: string;
  slug: string;
  status: string;
  timeline: { date: string; text: string }[];
  [field: string]: unknown;
}

async function ok<T>(
  response: Promise<{ ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }>,
): Promise<T> {
  const res = await response;
  if (!res.ok()) throw new Error(await res.text());
  return (await res.json()) as T;
}

const setStatus = (api: APIRequestContext, id: number, status: string) =>
  ok(api.post(`/api/admin/editions/${id}/status`, { headers, data: { status } }));

test('a cloned edition, edited and opened for sale, is the landing page: server-rendered, then hydrated', async ({
  page,
  context,
  request,
}) => {
  const owner = context.request;
  expect((await owner.post('/api/admin/login', { data: { password: 'admin123' }, headers })).ok()).toBe(true);
  const editions = await ok<Edition[]>(owner.get('/api/admin/editions'));
  const onSale = editions.find((edition) => edition.status === 'on_sale');
  if (!onSale) throw new Error('No edition on sale');

  const name = `RoboLeague 2027 — 12th edition ${randomBytes(3).toString('hex')}`;
  const clone = await ok<Edition>(
    owner.post(`/api/admin/editions/${onSale.id}/clone`, { headers, data: { name, shiftDays: 364 } }),
  );
  const finale = { date: 'Jan 2028', text: 'National finale: the national finale takes place in Pune in Jan 2028.' };
  const { id, status: _status, venueCount: _v, earlyBirdTaken: _e, createdAt: _c, updatedAt: _u, ...fields } = clone;
  await ok(
    owner.put(`/api/admin/editions/${id}`, {
      headers,
      data: { ...fields, timeline: [...clone.timeline.slice(0, -1), finale] },
    }),
  );

  try {
    // Before it opens: the owner previews the draft (not for search engines); a visitor gets the page on sale.
    await page.goto(`/?edition=${clone.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const visitor = await (await request.get(`/?edition=${clone.slug}`)).text();
    expect(visitor).not.toContain(finale.text);
    expect(visitor).not.toContain('noindex');

    await setStatus(owner, onSale.id, 'closed');
    await setStatus(owner, id, 'on_sale');

    // The server's HTML (no script run) shows the edited entry.
    const html = await (await request.get('/')).text();
    expect(html).toContain(finale.text);
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${name}</h1>`));

    const errors = collectErrors(page);
    await markServerHeading(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name })).toHaveAttribute('data-from-server', '');
    // Hydrated: the live early-bird figures have arrived, and the edited entry is still there.
    await expect(page.getByRole('complementary', { name: 'Super Early Bird offer' })).toContainText(
      /places? left|has ended/,
    );
    const timeline = page.getByRole('region', { name: 'Competition Timeline' });
    await expect(timeline.getByRole('listitem').last()).toContainText(`${finale.date}${finale.text}`);
    expect(errors).toEqual([]);
  } finally {
    // The other browser tests book edition 1's venues.
    const now = await ok<Edition>(owner.get(`/api/admin/editions/${id}`));
    if (now.status === 'on_sale') await setStatus(owner, id, 'closed');
    await setStatus(owner, onSale.id, 'on_sale');
  }
});
