/**
 * Server rendering of the public pages (`/`, `/store`, `/product/:slug`), built with `vite build --ssr`
 * into dist-server/ and called by the backend (backend/src/pages), which caches the HTML it returns.
 * The tree is the client's (providers and routes, static router instead of the browser's), with the
 * same data in the RTK Query cache, so main.tsx hydrates it without a mismatch. MUI's styles are
 * collected in an emotion cache and inlined in <head> (MUI's SSR recipe); the client's emotion cache
 * (key `css`) adopts those style tags. The scripts load after the first paint (public/load-app.js).
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import type { I18n, Messages } from '@lingui/core';
import {
  EDITION_PREVIEW_PARAM,
  LANGUAGES,
  languageBase,
  pathInLanguage,
  type Language,
  type CatalogFile,
  type CatalogProduct,
  type PublicEdition,
  type RenderSsrPage,
  type SsrPageRequest,
  type ViteManifestChunk,
} from '@robo/domain';
import { StrictMode } from 'react';
// The edge build: the Node one keeps an AsyncLocalStorage, whose promise hooks then slow every request
// of the process (public reads lost 13 to 30 per cent once a page had been rendered), and the browser
// one schedules through a MessageChannel that keeps Node from exiting.
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import { productPageTitle } from '../features/product/lib/product-view';
import { storeFirstPage } from '../features/store/lib/store-first-page';
import { storeTitle } from '../features/store/lib/store-title';
import { landingTitle } from '../features/workshop/lib/landing-title';
import { makeI18n } from '../i18n/catalog';
import { DEVANAGARI_FONT_URL } from './devanagari-font';
import type { Translate } from '../i18n/useT';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { seedStore, serializeSsrData, SSR_DATA_ID, type SsrData } from './ssr-data';
import { makeStore } from './store';

/** What the document says about one page, and the lazy chunks it renders (see router.tsx). */
interface PageHead {
  title: string;
  description?: string;
  /** The link-preview picture: a product's own, else the site's (public/og-image.png, 1200×630). */
  image: PreviewImage;
  /** Source modules (manifest keys) of the page's lazy chunks: loaded together with the entry chunk. */
  modules: string[];
  /** A product page's product. */
  product?: CatalogProduct;
}

interface PreviewImage {
  url: string;
  /** Known only for the site's picture; a product's picture has the size it was uploaded with. */
  width?: number;
  height?: number;
}

/** Made by scripts/make-og-image.mjs: the size Open Graph's large card wants. */
const SITE_IMAGE: PreviewImage = { url: '/og-image.png', width: 1200, height: 630 };

const PRODUCT_PATH = /^\/product\/([^/]+)$/;

function pageHead(
  path: string,
  catalog: CatalogFile | undefined,
  edition: PublicEdition | null,
  t: Translate,
): PageHead {
  if (path === '/')
    return {
      title: landingTitle(t, edition),
      description: edition?.headline || undefined,
      image: SITE_IMAGE,
      modules: [
        'src/features/workshop/components/BookingSection.tsx',
        'src/features/workshop/components/landing/FaqList.tsx',
      ],
    };
  if (path === '/store')
    return { title: storeTitle(t), image: SITE_IMAGE, modules: ['src/features/store/components/StorePage.tsx'] };
  const slug = PRODUCT_PATH.exec(path)?.[1];
  const product = slug === undefined ? undefined : catalog?.products.find((p) => p.slug === slug);
  if (!product) throw new Error(`No server rendering for ${path}`);
  const picture = product.thumbnail || product.images[0];
  return {
    title: productPageTitle(t, product),
    description: product.description,
    image: picture ? { url: picture } : SITE_IMAGE,
    modules: ['src/features/product/components/ProductPage.tsx'],
    product,
  };
}

/** The files of these manifest entries and of everything they import statically. */
function chunkFiles(
  manifest: Record<string, ViteManifestChunk>,
  keys: string[],
  into = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    chunkFiles(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/** The page's chunks and everything they import, less what index.html already loads. */
function pageChunks(manifest: Record<string, ViteManifestChunk>, modules: string[], loaded: Set<string>): string[] {
  return [...chunkFiles(manifest, modules)].map((file) => `/${file}`).filter((href) => !loaded.has(href));
}

/** The app, which main.tsx imports dynamically (a part per task): every page loads it with the entry. */
const APP_MODULE = 'src/app/start.tsx';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The template's entry script and modulepreload links, replaced by public/load-app.js, which loads
 * them (and the page's own chunks) after the first paint: the server's HTML paints without waiting
 * for scripts that only make it interactive.
 */
function loadAfterPaint(template: string, manifest: Record<string, ViteManifestChunk>, modules: string[]): string {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((m) => m[1] ?? '');
  const [entry] = entries;
  if (entry === undefined || entries.length !== 1) throw new Error('index.html must load exactly one entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');
  const all = [...preloads, ...pageChunks(manifest, [APP_MODULE, ...modules], new Set([...entries, ...preloads]))];
  const loader = `<script defer src="/load-app.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(all.join(' '))}"></script>`;
  return replaceOnce(template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), '</head>', `${loader}</head>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Replaces exactly one occurrence of `pattern` in the template; a template without it is a build mismatch. */
function replaceOnce(html: string, pattern: RegExp | string, replacement: string): string {
  const at = typeof pattern === 'string' ? html.indexOf(pattern) : html.search(pattern);
  if (at < 0) throw new Error(`index.html has no ${String(pattern)}`);
  return html.replace(pattern, () => replacement);
}

async function renderApp(
  path: string,
  i18n: I18n,
  data: SsrData,
  previewSlug: string | undefined,
): Promise<{ styles: string; html: string }> {
  const store = makeStore();
  const language = i18n.locale as Language;
  seedStore(store, data, { language, previewSlug });
  const page = pathInLanguage(language, path);
  const location = previewSlug ? `${page}?${new URLSearchParams({ [EDITION_PREVIEW_PARAM]: previewSlug })}` : page;
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // prerender (unlike renderToString) waits for lazy pages and Suspense boundaries: the HTML is complete.
  // progressiveChunkSize: every boundary inline, none outlined behind a reveal <script> (no inline scripts: CSP).
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store} i18n={i18n}>
          <StaticRouter location={location} basename={languageBase(language)}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const chunks = emotion.extractCriticalToChunks(html);
  return { styles: emotion.constructStyleTagsFromChunks(withUnusedRules(cache, chunks)), html };
}

/**
 * A styled component built on another (Card on Paper, AppBar on Paper...) also inserts a rule of its
 * own part, under a class no element carries: extraction leaves it out, so the client would compile
 * and insert it again in the middle of hydrating (about 20 rules on /store). Shipping those rules in a tag
 * of their own lets the client's emotion cache adopt them with the others. The tag must carry the
 * rules, not only name them: the cache takes every id a tag names as inserted, and the class that is
 * only a part here is an element's whole class elsewhere (the shipping dialog's text fields), which
 * the client would then render with no rule at all.
 */
function withUnusedRules(cache: EmotionCache, chunks: EmotionCriticalToChunks): EmotionCriticalToChunks {
  const shipped = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  // An id without a rule (a part with no styles of its own) is left out: nothing to adopt or insert.
  const unused = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => !shipped.has(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
  );
  if (!unused.length) return chunks;
  const rules = { key: cache.key, ids: unused.map(([id]) => id), css: unused.map(([, css]) => css).join('') };
  return { ...chunks, styles: [...chunks.styles, rules] };
}

/** The template's own description: what the landing and store pages say when shared. */
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/**
 * Link previews (WhatsApp, social sites): canonical URL, Open Graph and Twitter card tags, every
 * URL absolute under PUBLIC_URL. Values are already HTML-escaped.
 */
function previewTags(publicUrl: string, path: string, language: Language, head: PageHead, description: string): string {
  const absolute = (url: string) =>
    /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  const urlIn = (lang: Language) => escapeHtml(`${publicUrl}${pathInLanguage(lang, path)}`);
  const url = urlIn(language);
  const title = escapeHtml(head.title);
  const image = escapeHtml(absolute(head.image.url));
  const { width, height } = head.image;
  return [
    `<link rel="canonical" href="${url}" />`,
    // The page in each language, and English for everyone else (Google's hreflang rules).
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${urlIn(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${urlIn('en')}" />`,
    `<meta property="og:type" content="${path.startsWith('/product/') ? 'product' : 'website'}" />`,
    '<meta property="og:site_name" content="RoboLeague" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    ...(width && height
      ? [
          `<meta property="og:image:width" content="${width}" />`,
          `<meta property="og:image:height" content="${height}" />`,
        ]
      : []),
    `<meta name="twitter:image" content="${image}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('');
}

export const render: RenderSsrPage = async ({
  path,
  template,
  manifest,
  catalog,
  publicUrl,
  language,
  messages,
  edition = null,
  previewSlug,
}: SsrPageRequest) => {
  const i18n = makeI18n(language, messages as Messages);
  const head = pageHead(path, catalog, edition, (key, values) => i18n._(key, values));
  // The landing page is rendered with its edition's content and without live data (seats, early-bird
  // places): those parts show their loading state on both sides and fetch on the client, so its cached
  // HTML changes with the edition, not with bookings.
  // The store gets only its first page of products: the whole catalogue is far too heavy at thousands of them.
  // A product page gets only its own product.
  const data: SsrData =
    path === '/'
      ? { landingEdition: { edition } }
      : !catalog
        ? {}
        : path === '/store'
          ? { storeFirstPage: storeFirstPage(catalog) }
          : { product: head.product };
  const { styles, html } = await renderApp(path, i18n, data, previewSlug);

  let page = replaceOnce(
    loadAfterPaint(template, manifest, head.modules),
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(head.title)}</title>`,
  );
  if (head.description) {
    page = replaceOnce(
      page,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  }
  const description = head.description
    ? escapeHtml(head.description)
    : (TEMPLATE_DESCRIPTION.exec(template)?.[1] ?? '');
  // A staff preview of a draft edition is no page for search engines.
  const robots = previewSlug ? '<meta name="robots" content="noindex" />' : '';
  // A Hindi or Marathi page's text needs the Devanagari face at its first paint (devanagari-font.ts).
  const font =
    language === 'en'
      ? ''
      : `<link rel="preload" href="${DEVANAGARI_FONT_URL}" as="font" type="font/woff2" crossorigin />`;
  page = replaceOnce(
    page,
    '</head>',
    `${robots}${font}${previewTags(publicUrl, path, language, head, description)}${styles}</head>`,
  );
  const dataScript =
    data.product || data.storeFirstPage || data.landingEdition
      ? `<script type="application/json" id="${SSR_DATA_ID}">${serializeSsrData(data)}</script>`
      : '';
  return replaceOnce(page, '<div id="root"></div>', `<div id="root">${html}</div>${dataScript}`);
};
