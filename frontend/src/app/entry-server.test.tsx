// @vitest-environment node
import type { ViteManifestChunk } from '@robo/domain';
import { describe, expect, it } from 'vitest';
import { EDITION_ON_SALE } from '../features/workshop/test/fake-api';
import { catalogFile, catalogProduct } from '../test/catalog-fixtures';
import { render } from './entry-server';
import type { SsrData } from './ssr-data';
import { testMessages } from '../test/i18n';

const ENGLISH = { language: 'en', messages: testMessages('en') } as const;

// The built index.html's shape (Vite writes the entry script and the modulepreload links of its imports).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Register your child for the RoboLeague workshop."
    />
    <title>RoboLeague 11th Edition</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST: Record<string, ViteManifestChunk> = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-abc.js' },
  'src/app/start.tsx': {
    file: 'assets/start-abc.js',
    imports: ['_vendor.js'],
    dynamicImports: ['src/features/product/components/ProductPage.tsx'],
  },
  '_dialog.js': { file: 'assets/dialog-abc.js', imports: ['_vendor.js'] },
  'src/features/product/components/ProductPage.tsx': {
    file: 'assets/ProductPage-abc.js',
    imports: ['_vendor.js', '_dialog.js'],
  },
  'src/features/store/components/StorePage.tsx': { file: 'assets/StorePage-abc.js', imports: ['_vendor.js'] },
};

const kit = catalogProduct({
  name: 'PickBot Pick-and-Place Robot Kit',
  slug: 'pickbot-kit',
  description: 'Grips & lifts </script><script>alert("x")</script> blocks.',
});
const catalog = catalogFile([kit, catalogProduct({ name: 'Sensor Lab Electronics Set', slug: 'sensor-lab' })]);

function embeddedData(html: string): unknown {
  const json = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('server rendering', () => {
  it('renders a product page with its title, description, critical CSS and only its own product as data', async () => {
    const html = await render({
      path: '/product/pickbot-kit',
      ...ENGLISH,
      template: TEMPLATE,
      manifest: MANIFEST,
      catalog,
      publicUrl: 'https://roboleague.in',
    });

    expect(html).toContain('<title>PickBot Pick-and-Place Robot Kit | RoboLeague Store</title>');
    expect(html).toContain(
      '<meta name="description" content="Grips &amp; lifts &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; blocks." />',
    );
    expect(html).toMatch(/<div id="root">.*<h1 [^>]*>PickBot Pick-and-Place Robot Kit<\/h1>/s);
    expect(html).toMatch(/<button [^>]*>Buy Now - ₹1,999<\/button>/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    // The JSON cannot end its script element early, and reads back as the product, not the whole catalogue.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(embeddedData(html)).toEqual({ product: kit });
    expect(html).not.toContain('Sensor Lab Electronics Set');
  });

  it('loads the entry, its imports, the app (which the entry imports) and the page chunk after the first paint (public/load-app.js)', async () => {
    const html = await render({
      path: '/product/pickbot-kit',
      ...ENGLISH,
      template: TEMPLATE,
      manifest: MANIFEST,
      catalog,
      publicUrl: 'https://roboleague.in',
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const loader = /<script defer src="\/load-app.js" data-entry="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(
      html,
    );
    expect(loader?.[1]).toBe('/assets/index-abc.js');
    expect(loader?.[2]?.split(' ')).toEqual([
      '/assets/vendor-abc.js',
      '/assets/start-abc.js',
      '/assets/ProductPage-abc.js',
      '/assets/dialog-abc.js',
    ]);
  });

  it('renders the store with its first page of products and embeds only that page, the count and the categories', async () => {
    const many = catalogFile([
      ...catalog.products,
      ...Array.from({ length: 38 }, (_, i) => catalogProduct({ name: `Zeta Kit ${100 + i}`, category: 'Coding' })),
    ]);
    const html = await render({
      path: '/store',
      ...ENGLISH,
      template: TEMPLATE,
      manifest: MANIFEST,
      catalog: many,
      publicUrl: 'https://roboleague.in',
    });
    expect(html).toContain('<title>Store | RoboLeague — Robotics &amp; STEM Kits</title>');
    expect(html).toContain('PickBot Pick-and-Place Robot Kit');
    expect(html).toContain('Sensor Lab Electronics Set');
    expect(html).toContain('Zeta Kit 109');
    expect(html).not.toContain('Zeta Kit 110');
    expect(html).toContain('40 products found');
    const data = embeddedData(html) as SsrData;
    expect(Object.keys(data)).toEqual(['storeFirstPage']);
    expect(data.storeFirstPage?.products.map((p) => p.name)).toEqual([
      'PickBot Pick-and-Place Robot Kit',
      'Sensor Lab Electronics Set',
      ...Array.from({ length: 10 }, (_, i) => `Zeta Kit ${100 + i}`),
    ]);
    expect(data.storeFirstPage).toMatchObject({ total: 40, categories: ['Coding', 'Robotics Kits'] });
  });

  it("ships the rules no element uses, so the client's emotion cache adopts them instead of inserting them while hydrating", async () => {
    const html = await render({
      path: '/store',
      ...ENGLISH,
      template: TEMPLATE,
      manifest: MANIFEST,
      catalog,
      publicUrl: '',
    });
    const tags = [...html.matchAll(/<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g)];
    const [shipped, unused] = tags.map(([, ids = '']) => ids.split(' '));
    // The store's cards are MUI Cards, a styled Paper: the Card's own part is a rule of its own.
    expect(unused?.length).toBeGreaterThan(0);
    for (const id of unused ?? []) {
      expect(html).not.toContain(`css-${id}"`);
      expect(shipped).not.toContain(id);
    }
    // The client takes every id a tag names as inserted: each must come with its rule, since the
    // class of a part here is an element's whole class on another screen (the shipping dialog's fields).
    const unusedCss = tags[1]?.[2] ?? '';
    const withoutRule = (unused ?? []).filter((id) => !unusedCss.includes(`.css-${id}{`));
    expect(withoutRule).toEqual([]);
  });

  it('renders the landing page from its edition, embedded for the client; live figures stay in their loading state', async () => {
    const html = await render({
      path: '/',
      ...ENGLISH,
      template: TEMPLATE,
      manifest: MANIFEST,
      catalog,
      publicUrl: 'https://roboleague.in',
      edition: EDITION_ON_SALE,
    });
    expect(html).toContain('<title>RoboLeague 2027 — 12th edition — Robotics Workshop for Grades 1-9</title>');
    expect(html).toMatch(/<h1 [^>]*id="hero-heading"[^>]*>RoboLeague 2027 — 12th edition<\/h1>/);
    expect(html).toContain('National finale: the national finale takes place in Pune in Feb 2028.');
    expect(html).toContain(
      '<meta property="og:description" content="This season the robots rescue a flooded town." />',
    );
    expect(html).toContain('Book a Seat');
    expect(html).not.toContain('noindex');
    expect(embeddedData(html)).toEqual({ landingEdition: { edition: EDITION_ON_SALE } });
  });

  it('renders a staff preview of a draft edition marked noindex', async () => {
    const draft = {
      ...EDITION_ON_SALE,
      name: 'RoboLeague 2028 — 13th edition',
      slug: 'roboleague-13',
      status: 'draft' as const,
    };
    const html = await render({
      path: '/',
      ...ENGLISH,
      template: TEMPLATE,
      manifest: MANIFEST,
      publicUrl: 'https://roboleague.in',
      edition: draft,
      previewSlug: 'roboleague-13',
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<h1 [^>]*id="hero-heading"[^>]*>RoboLeague 2028 — 13th edition<\/h1>/);
    expect(embeddedData(html)).toEqual({ landingEdition: { edition: draft } });
  });

  it('refuses paths it does not render (an unknown product gets the client-rendered not-found page)', async () => {
    await expect(
      render({
        path: '/product/no-such-kit',
        ...ENGLISH,
        template: TEMPLATE,
        manifest: MANIFEST,
        catalog,
        publicUrl: 'https://roboleague.in',
      }),
    ).rejects.toThrow('No server rendering for /product/no-such-kit');
    await expect(
      render({
        path: '/about',
        ...ENGLISH,
        template: TEMPLATE,
        manifest: MANIFEST,
        catalog,
        publicUrl: 'https://roboleague.in',
      }),
    ).rejects.toThrow();
  });

  it('renders a Hindi page in Hindi, with its canonical URL and the page in every language', async () => {
    const html = await render({
      path: '/store',
      language: 'hi',
      messages: testMessages('hi'),
      template: TEMPLATE,
      manifest: MANIFEST,
      catalog,
      publicUrl: 'https://roboleague.in',
    });
    expect(html).toContain('<link rel="canonical" href="https://roboleague.in/hi/store" />');
    for (const [lang, path] of [
      ['en', '/store'],
      ['hi', '/hi/store'],
      ['mr', '/mr/store'],
      ['x-default', '/store'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="https://roboleague.in${path}" />`);
    }
    expect(html).toContain('>स्टोर<');
    expect(html).toMatch(/<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin \/>/);
    expect(html).toContain('href="/hi/store"');
  });
});

describe('server rendering of the store in Hindi and Marathi', () => {
  const renderIn = (language: 'hi' | 'mr', path: string) =>
    render({
      path,
      language,
      messages: testMessages(language),
      template: TEMPLATE,
      manifest: MANIFEST,
      catalog,
      publicUrl: 'https://roboleague.in',
    });

  it('titles and labels the store in Hindi', async () => {
    const html = await renderIn('hi', '/store');
    expect(html).toContain('<title>स्टोर | RoboLeague — रोबोटिक्स और STEM किट</title>');
    expect(html).toContain('2 प्रोडक्ट मिले');
    expect(html).toContain('विवरण देखें');
  });

  it('titles a product page in Marathi and labels its buy button', async () => {
    const html = await renderIn('mr', '/product/pickbot-kit');
    expect(html).toContain('<title>PickBot Pick-and-Place Robot Kit | RoboLeague स्टोअर</title>');
    expect(html).toContain('आत्ता खरेदी करा - ₹');
  });
});
