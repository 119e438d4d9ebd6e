/** The public pages worth indexing besides the products (SPEC 2); staff pages and the API are not. */
const PUBLIC_PAGES = ['/', '/store', '/about', '/contact', '/terms', '/privacy', '/refunds', '/shipping'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** sitemap.xml (sitemaps.org 0.9): the public pages and every active product's page, under PUBLIC_URL. */
export function sitemapXml(publicUrl: string, productSlugs: readonly string[]): string {
  const paths = [...PUBLIC_PAGES, ...productSlugs.map((slug) => `/product/${encodeURIComponent(slug)}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: crawlers stay out of the staff pages, sign-in and the API, and find the sitemap under PUBLIC_URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /api',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
