import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import {
  editionContentIn,
  FIRST_EDITION,
  FIRST_EDITION_PRICES,
  rupees,
  type CatalogFile,
  type EditionTranslations,
  type CatalogProduct,
  type PublicEdition,
  type SsrPageRequest,
  type Language,
} from '@robo/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { registerSpaIndex } from './spa-index.js';
import { Catalogs } from '../i18n/catalogs.js';
import { localizedTemplate } from './localized-template.js';
import { pageKey, PageRenderer, type CatalogSource, type EditionSource } from './page-renderer.js';
import { loadSsrBundle, type SsrBundle } from './ssr-bundle.js';
import { FRONTEND_DIST, FRONTEND_SSR_ENTRY } from './pages.module.js';

const INDEX = '<!doctype html><html lang="en"><title>RoboLeague</title><body><div id="root"></div></body></html>';
const CATALOGS = new Catalogs();
/** The index.html a page without server rendering gets: in its language, with the language's catalogue. */
const indexIn = (language: Language) => localizedTemplate(INDEX, language, CATALOGS.json(language, 'public'));

const product = (slug: string, overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: `prd-${slug}`,
  name: `Kit ${slug}`,
  slug,
  description: 'A kit.',
  category: 'Robotics Kits',
  price: rupees(1999),
  originalPrice: rupees(2999),
  sku: `SKU-${slug}`,
  brand: 'RoboLeague',
  inventory: 5,
  thumbnail: `/uploads/demo/${slug}.svg`,
  images: [`/uploads/demo/${slug}.svg`],
  features: [],
  specifications: {},
  tags: [],
  whatsapp_help_text: '',
  ctaLabel: 'Buy Now',
  ...overrides,
});

/** A catalogue whose version the test moves on, as an admin edit would. */
class FakeCatalog implements CatalogSource {
  version = 'v1';
  reads = 0;
  constructor(public file: CatalogFile) {}
  async current() {
    this.reads += 1;
    return { body: JSON.stringify(this.file), version: this.version };
  }
  freshVersion() {
    return this.version;
  }
}

type StoredEdition = PublicEdition & { translations: EditionTranslations };

const edition = (name: string, slug = 'roboleague-12', translations: EditionTranslations = {}): StoredEdition => ({
  name,
  slug,
  status: 'on_sale',
  headline: 'A headline.',
  about: 'About.',
  themeTitle: 'A theme',
  themeText: 'Its text.',
  timeline: [],
  faq: [],
  prices: FIRST_EDITION_PRICES,
  translations,
});

/**
 * The edition on sale, whose version the test moves on as an owner's edit would, in each language as
 * EditionsService gives it; and the drafts staff preview.
 */
class FakeEditions implements EditionSource {
  version = 'e1';
  onSale: StoredEdition | null = edition('RoboLeague 12th Edition');
  drafts = new Map<string, StoredEdition>();
  async current(language: Language) {
    return { edition: this.onSale && editionContentIn(this.onSale, language), version: this.version };
  }
  freshVersion() {
    return this.version;
  }
  async preview(slug: string, language: Language) {
    const draft = this.drafts.get(slug);
    return draft ? editionContentIn(draft, language) : null;
  }
}

/** A stand-in for the frontend's server entry: names the page and its products, and counts renders. */
function fakeBundle(fail = new Set<string>()): SsrBundle & { renders: string[] } {
  const renders: string[] = [];
  return {
    renders,
    template: INDEX,
    manifest: {},
    render: async ({ path, catalog, edition, previewSlug }: SsrPageRequest) => {
      renders.push(path);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail.has(path)) throw new Error('render blew up');
      const shown = catalog?.products.map((p) => p.name).join(',') ?? `${edition?.name ?? 'no edition'}`;
      const headline = edition ? `<p>${edition.headline}</p>` : '';
      return `<!doctype html><div id="root">${path} ${shown}${previewSlug ? ' (preview)' : ''}</div>${headline}`;
    },
  };
}

describe('which URLs are server-rendered', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=mail', '/'],
    ['/store', '/store'],
    ['/store?category=Robotics+Kits', undefined],
    ['/product/pickbot-kit', '/product/pickbot-kit'],
    ['/product/pickbot-kit?ref=home', '/product/pickbot-kit'],
    ['/product/pickbot-kit/extra', undefined],
    ['/product/', undefined],
    ['/about', undefined],
    ['/thank-you/order/ORD-1', undefined],
    ['/hi', '/hi/'],
    ['/hi/?utm_source=mail', '/hi/'],
    ['/mr/store', '/mr/store'],
    ['/hi/product/pickbot-kit', '/hi/product/pickbot-kit'],
    ['/mr/about', undefined],
    ['/hindi', undefined],
  ])('%s → %s', (url, key) => {
    expect(pageKey(url)).toBe(key);
  });
});

/** A renderer of the landing page from `editions`, with an empty catalogue. */
const landingRenderer = (bundle: SsrBundle, editions: FakeEditions) =>
  new PageRenderer(
    async () => bundle,
    new FakeCatalog({ products: [], lastUpdated: null }),
    editions,
    'https://roboleague.in',
    CATALOGS,
  );

describe('page renderer', () => {
  it('renders the landing page once, however many requests wait, and keeps it with its compressed copies', async () => {
    const bundle = fakeBundle();
    const pages = new PageRenderer(
      async () => bundle,
      new FakeCatalog({ products: [], lastUpdated: null }),
      new FakeEditions(),
      'https://roboleague.in',
      CATALOGS,
    );
    expect(pages.cached('/')).toBeUndefined();
    const [a, b] = await Promise.all([pages.render('/'), pages.render('/')]);
    expect(bundle.renders).toEqual(['/']);
    expect(a).toBe(b);
    expect(pages.cached('/')).toBe(a);
    expect(a!.identity.toString()).toContain('/ RoboLeague 12th Edition');
    expect(gunzipSync(a!.gzip)).toEqual(a!.identity);
    expect(brotliDecompressSync(a!.br)).toEqual(a!.identity);
  });

  it('renders the landing page again when the edition on sale or its content changes, and only then', async () => {
    const bundle = fakeBundle();
    const editions = new FakeEditions();
    const pages = landingRenderer(bundle, editions);
    const first = await pages.render('/');
    expect(await pages.render('/')).toBe(first);

    editions.version = 'e2';
    editions.onSale = edition('RoboLeague 13th Edition', 'roboleague-13');
    expect(pages.cached('/')).toBeUndefined();
    expect((await pages.render('/'))!.identity.toString()).toContain('/ RoboLeague 13th Edition');
    expect(pages.cached('/')).toBeDefined();

    editions.version = 'none';
    editions.onSale = null;
    expect((await pages.render('/'))!.identity.toString()).toContain('/ no edition');
    expect(bundle.renders).toEqual(['/', '/', '/']);
  });

  it('renders a staff preview for its request only, and nothing for an unknown slug', async () => {
    const bundle = fakeBundle();
    const editions = new FakeEditions();
    editions.drafts.set('roboleague-13', { ...edition('RoboLeague 13th Edition', 'roboleague-13'), status: 'draft' });
    const pages = landingRenderer(bundle, editions);
    const preview = await pages.renderPreview('roboleague-13', 'en');
    expect(preview!.identity.toString()).toContain('/ RoboLeague 13th Edition (preview)');
    expect(pages.cached('/')).toBeUndefined();
    expect((await pages.render('/'))!.identity.toString()).toContain('/ RoboLeague 12th Edition</div>');
    expect(await pages.renderPreview('no-such-edition', 'en')).toBeNull();
    expect(bundle.renders).toEqual(['/', '/']);
  });

  it("renders each language's landing page with the edition's content in that language, English where untranslated", async () => {
    const bundle = fakeBundle();
    const editions = new FakeEditions();
    editions.onSale = edition('RoboLeague 12th Edition', 'roboleague-12', { hi: { headline: 'एक शीर्षक।' } });
    editions.drafts.set('roboleague-13', {
      ...edition('RoboLeague 13th Edition', 'roboleague-13', { hi: { headline: 'नया शीर्षक।' } }),
      status: 'draft',
    });
    const pages = landingRenderer(bundle, editions);

    expect((await pages.render('/hi/'))!.identity.toString()).toContain('<p>एक शीर्षक।</p>');
    expect((await pages.render('/'))!.identity.toString()).toContain('<p>A headline.</p>');
    expect((await pages.render('/mr/'))!.identity.toString()).toContain('<p>A headline.</p>');
    expect((await pages.renderPreview('roboleague-13', 'hi'))!.identity.toString()).toContain('<p>नया शीर्षक।</p>');
    // One page per language, each kept until the edition's version moves.
    expect(pages.cached('/hi/')).toBeDefined();
    expect(bundle.renders).toEqual(['/', '/', '/', '/']);
  });

  it('renders real product slugs with the catalogue, never unknown ones, and keeps at most one page per product', async () => {
    const catalog = new FakeCatalog({
      products: [product('pickbot'), product('sensor-lab')],
      lastUpdated: '2026-11-21T10:00:00Z',
    });
    const bundle = fakeBundle();
    const pages = new PageRenderer(async () => bundle, catalog, new FakeEditions(), 'https://roboleague.in', CATALOGS);

    const page = await pages.render('/product/pickbot');
    expect(page!.identity.toString()).toContain('/product/pickbot Kit pickbot,Kit sensor-lab');
    expect(pages.cached('/product/pickbot')).toBe(page);

    for (let i = 0; i < 20; i++) expect(await pages.render(`/product/made-up-${i}`)).toBeNull();
    expect(pages.cached('/product/made-up-0')).toBeUndefined();
    await pages.render('/product/sensor-lab');
    await pages.render('/store');
    await pages.render('/product/pickbot');
    expect(pages.size).toBe(3);
    expect(bundle.renders).toEqual(['/product/pickbot', '/product/sensor-lab', '/store']);
  });

  it('renders the catalogue pages again for a new catalogue version and drops the old ones', async () => {
    const catalog = new FakeCatalog({ products: [product('pickbot'), product('sensor-lab')], lastUpdated: null });
    const bundle = fakeBundle();
    const pages = new PageRenderer(async () => bundle, catalog, new FakeEditions(), 'https://roboleague.in', CATALOGS);
    await pages.render('/product/pickbot');
    await pages.render('/product/sensor-lab');

    catalog.version = 'v2';
    catalog.file = { products: [product('pickbot', { name: 'PickBot Mk II' })], lastUpdated: null };
    expect(pages.cached('/product/pickbot')).toBeUndefined();
    expect((await pages.render('/product/pickbot'))!.identity.toString()).toContain('PickBot Mk II');
    expect(await pages.render('/product/sensor-lab')).toBeNull();
    expect(pages.size).toBe(1);
  });

  it('renders every page again once the year in its footer has changed', async () => {
    jest.useFakeTimers({
      now: new Date('2026-12-31T00:00:00Z'),
      doNotFake: ['setTimeout', 'nextTick', 'setImmediate', 'queueMicrotask'],
    });
    try {
      const bundle = fakeBundle();
      const pages = new PageRenderer(
        async () => bundle,
        new FakeCatalog({ products: [product('pickbot')], lastUpdated: null }),
        new FakeEditions(),
        'https://roboleague.in',
        CATALOGS,
      );
      await pages.render('/');
      await pages.render('/product/pickbot');
      expect(pages.cached('/')).toBeDefined();
      jest.setSystemTime(new Date('2027-01-01T23:00:00Z'));
      expect(pages.cached('/')).toBeUndefined();
      expect(pages.cached('/product/pickbot')).toBeUndefined();
      await pages.render('/');
      expect(bundle.renders).toEqual(['/', '/product/pickbot', '/']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers with the plain index (null) when a page fails to render, and does not retry it on every request', async () => {
    const bundle = fakeBundle(new Set(['/store']));
    const pages = new PageRenderer(
      async () => bundle,
      new FakeCatalog({ products: [], lastUpdated: null }),
      new FakeEditions(),
      'https://roboleague.in',
      CATALOGS,
    );
    expect(await pages.render('/store')).toBeNull();
    expect(pages.cached('/store')).toBeNull();
    expect(await pages.render('/store')).toBeNull();
    expect(bundle.renders).toEqual(['/store']);
  });

  it('answers with the plain index when there is no server entry', async () => {
    const pages = new PageRenderer(
      async () => undefined,
      new FakeCatalog({ products: [product('pickbot')], lastUpdated: null }),
      new FakeEditions(),
      'https://roboleague.in',
      CATALOGS,
    );
    expect(await pages.render('/')).toBeNull();
    expect(await pages.render('/product/pickbot')).toBeNull();
  });
});

describe('server entry loading', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ssr-bundle-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds nothing without a frontend build', async () => {
    expect(await loadSsrBundle(dir, join(dir, 'entry-server.mjs'))).toBeUndefined();
  });

  it('imports the entry beside the template and manifest', async () => {
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index.js","isEntry":true}}');
    writeFileSync(join(dir, 'entry-server.mjs'), 'export const render = async ({ path }) => `page ${path}`;\n');
    const bundle = await loadSsrBundle(dir, join(dir, 'entry-server.mjs'));
    expect(bundle?.template).toBe(INDEX);
    expect(bundle?.manifest['index.html']?.file).toBe('assets/index.js');
    expect(
      await bundle?.render({
        path: '/',
        language: 'en',
        messages: {},
        template: INDEX,
        manifest: {},
        publicUrl: 'https://roboleague.in',
      }),
    ).toBe('page /');
  });
});

describe('rendered pages over HTTP', () => {
  let dist: string;
  let fastify: FastifyInstance;
  let origin: string;
  let bundle: ReturnType<typeof fakeBundle>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'spa-pages-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    bundle = fakeBundle();
    const pages = new PageRenderer(
      async () => bundle,
      new FakeCatalog({ products: [product('pickbot')], lastUpdated: null }),
      new FakeEditions(),
      'https://roboleague.in',
      CATALOGS,
    );
    fastify = new FastifyAdapter().getInstance() as unknown as FastifyInstance;
    registerSpaIndex(fastify, dist, CATALOGS, pages);
    origin = await fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a rendered page from memory, brotli or gzip when the client takes it', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(`${origin}/product/pickbot?ref=home`, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('accept-encoding');
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toContain('/product/pickbot Kit pickbot');
    }
    expect(bundle.renders).toEqual(['/product/pickbot']);
  });

  it('sends the plain index for unknown products, filtered store views and other pages', async () => {
    for (const url of ['/product/no-such-kit', '/store?category=Robotics+Kits', '/about']) {
      const res = await fetch(origin + url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(indexIn('en'));
    }
  });
});

// The real server entry (`npm test` builds the frontend first: nx test dependsOn): it loads in this
// runtime and renders a product page that the client can hydrate.
describe('the built server entry', () => {
  it('uses no async_hooks: their promise hooks would slow every request of the web process', () => {
    expect(readFileSync(FRONTEND_SSR_ENTRY, 'utf8')).not.toMatch(/async_hooks/);
  });

  it('renders a product page with its name, title, critical CSS and its own product as inert JSON', async () => {
    const bundle = await loadSsrBundle(FRONTEND_DIST, FRONTEND_SSR_ENTRY);
    if (!bundle) throw new Error(`No frontend build at ${FRONTEND_SSR_ENTRY}: run \`npm run build\` first`);
    const sneaky = product('pickbot', {
      name: 'PickBot Pick-and-Place Robot Kit',
      description: 'Grips </script><script>alert(1)</script> things.',
    });
    const catalog: CatalogFile = { products: [sneaky, product('sensor-lab')], lastUpdated: null };
    const html = await bundle.render({
      path: '/product/pickbot',
      language: 'en',
      messages: CATALOGS.messages('en', 'public'),
      template: bundle.template,
      manifest: bundle.manifest,
      catalog,
      publicUrl: SITE,
    });

    expect(html).toContain('<title>PickBot Pick-and-Place Robot Kit | RoboLeague Store</title>');
    expect(html).toMatch(/<h1 [^>]*>PickBot Pick-and-Place Robot Kit<\/h1>/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html).toMatch(
      /<script defer src="\/load-app.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/ProductPage-[\w-]+\.js/,
    );
    // Every script is the app's own file or inert JSON (the CSP allows no inline script).
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.every((tag) => / src="\//.test(tag) || tag.includes('type="application/json"'))).toBe(true);
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data)).toEqual({ product: sneaky });

    // A link preview: canonical URL and Open Graph / Twitter tags, absolute under PUBLIC_URL.
    const meta = previewMeta(html);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/product/pickbot" />`);
    expect(meta).toMatchObject({
      'og:type': 'product',
      'og:title': 'PickBot Pick-and-Place Robot Kit | RoboLeague Store',
      'og:url': `${SITE}/product/pickbot`,
      'og:image': `${SITE}${sneaky.thumbnail}`,
      'twitter:card': 'summary_large_image',
      'twitter:image': `${SITE}${sneaky.thumbnail}`,
    });
    expect(meta['og:description']).toContain('Grips &lt;/script&gt;');
  });

  it('gives the landing page and the store a link preview with the site description, canonical URL and a 1200×630 picture', async () => {
    const bundle = await loadSsrBundle(FRONTEND_DIST, FRONTEND_SSR_ENTRY);
    if (!bundle) throw new Error(`No frontend build at ${FRONTEND_SSR_ENTRY}: run \`npm run build\` first`);
    for (const path of ['/', '/store']) {
      const catalog: CatalogFile = { products: [product('pickbot')], lastUpdated: null };
      const html = await bundle.render({
        path,
        language: 'en',
        messages: CATALOGS.messages('en', 'public'),
        template: bundle.template,
        manifest: bundle.manifest,
        catalog,
        publicUrl: SITE,
      });
      const meta = previewMeta(html);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${path}" />`);
      expect(meta).toMatchObject({ 'og:type': 'website', 'og:url': `${SITE}${path}`, 'og:site_name': 'RoboLeague' });
      expect(meta['og:title']).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
      expect(meta['og:description']).toMatch(/robotics workshop/);
      expect(meta['twitter:description']).toBe(meta['og:description']);
      expect(meta).toMatchObject({
        'og:image': `${SITE}/og-image.png`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
        'twitter:image': `${SITE}/og-image.png`,
      });
    }
    // The picture itself ships in the build (frontend/public, made by frontend/scripts/make-og-image.mjs).
    const picture = await sharp(join(FRONTEND_DIST, 'og-image.png')).metadata();
    expect({ format: picture.format, width: picture.width, height: picture.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
  });

  it("renders the Hindi landing page with edition 1's Hindi content, its theme among it", async () => {
    const bundle = await loadSsrBundle(FRONTEND_DIST, FRONTEND_SSR_ENTRY);
    if (!bundle) throw new Error(`No frontend build at ${FRONTEND_SSR_ENTRY}: run \`npm run build\` first`);
    const editions = new FakeEditions();
    editions.onSale = { ...FIRST_EDITION, status: 'on_sale', prices: FIRST_EDITION_PRICES };
    const pages = new PageRenderer(
      async () => bundle,
      new FakeCatalog({ products: [], lastUpdated: null }),
      editions,
      SITE,
      CATALOGS,
    );
    const hindi = FIRST_EDITION.translations.hi!;
    const html = (await pages.render('/hi/'))!.identity.toString();
    expect(html).toMatch(/<h2 [^>]*>इस साल की थीम: स्वच्छ और हरा-भरा शहर<\/h2>/);
    for (const text of [hindi.headline!, hindi.faq![0]!.question!, hindi.timeline![0]!.date!])
      expect(html).toContain(text);
    expect(html).not.toContain(FIRST_EDITION.headline);
    expect((await pages.render('/'))!.identity.toString()).toMatch(
      /<h2 [^>]*>This Year&#x27;s Theme: A Clean and Green City<\/h2>/,
    );
  });
});

const SITE = 'https://roboleague.in';

/** The page's `og:*` and `twitter:*` tags by name. */
function previewMeta(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
}
