import { LANGUAGES, pathInLanguage } from '@robo/domain';

/** The public pages worth indexing besides the products (SPEC 2); staff pages and the API are not. */
const PUBLIC_PAGES = ['/', '/store', '/about', '/contact', '/terms', '/privacy', '/refunds', '/shipping'];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** One page in one language, with its alternates in every language (Google's sitemap hreflang form). */
function urlEntry(publicUrl: string, path: string, language: (typeof LANGUAGES)[number]): string {
  const loc = (lang: (typeof LANGUAGES)[number]) => escapeXml(publicUrl + pathInLanguage(lang, path));
  const alternates = LANGUAGES.map(
    (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${loc(lang)}"/>`,
  ).join('');
  return `  <url><loc>${loc(language)}</loc>${alternates}</url>`;
}

/**
 * sitemap.xml (sitemaps.org 0.9): the public pages and every active product's page, under
 * PUBLIC_URL, each in every language with its alternates (docs/decisions.md, Languages).
 */
export function sitemapXml(publicUrl: string, productSlugs: readonly string[]): string {
  const paths = [...PUBLIC_PAGES, ...productSlugs.map((slug) => `/product/${encodeURIComponent(slug)}`)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => LANGUAGES.map((language) => urlEntry(publicUrl, path, language))),
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
