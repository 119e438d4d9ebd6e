import { expect, test } from '@playwright/test';

test('robots.txt keeps crawlers out of the staff pages and the API and names the sitemap; sitemap.xml lists the public pages and products', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const rules = (await robots.text()).split('\n').map((line) => line.trim());
  expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api']));
  expect(rules.find((line) => line.startsWith('Sitemap: '))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);

  const { products } = await (await request.get('/catalog.json')).json();
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(locs).toEqual(
    expect.arrayContaining(['/', '/store', ...products.map((p: { slug: string }) => `/product/${p.slug}`)]),
  );
});
