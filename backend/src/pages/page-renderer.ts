import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import {
  LANGUAGES,
  splitLanguagePath,
  type CatalogFile,
  type Language,
  type PublicEdition,
  type SsrPageRequest,
} from '@robo/domain';
import type { Catalogs } from '../i18n/catalogs.js';
import { localizedTemplate } from './localized-template.js';
import type { SsrBundle } from './ssr-bundle.js';
import { weakEtag } from '../common/prepared-response.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One page's HTML, ready to send: the bytes and their compressed copies, computed once. */
export interface RenderedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** One weak ETag for every encoding, made once: hashing 100 kB of HTML per request cost 13 % of the web process. */
  etag: string;
}

/** Data pages are rendered from: the current value and its version, and the version without I/O while fresh. */
export interface VersionedSource<T> {
  current(): Promise<T & { version: string }>;
  freshVersion(): string | undefined;
}

/**
 * Where the catalogue comes from (CatalogFileService.forPages): its text and version. The version
 * moves when products change, not when stock does.
 */
export type CatalogSource = VersionedSource<{ body: string }>;

/**
 * Where the landing page's edition comes from (EditionsService.forLanding): the one on sale, with
 * its content in the page's language, its version (one for every language) moving when its content
 * changes or another edition goes on sale; and a staff preview's.
 */
export interface EditionSource {
  current(language: Language): Promise<{ edition: PublicEdition | null; version: string }>;
  freshVersion(): string | undefined;
  preview(slug: string, language: Language): Promise<PublicEdition | null>;
}

const PRODUCT_PATH = /^\/product\/([^/]+)$/;

/**
 * Which rendered page a request URL gets, or undefined for the plain SPA index: the landing page
 * (its query, e.g. utm tags, changes nothing), the store without filters (filters live in the query
 * and would not match the cached HTML) and product pages, each in every language (`/hi/store`).
 * The key is the page's path with its language prefix (`/hi/` for the Hindi landing page).
 */
export function pageKey(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const { language, path } = splitLanguagePath(queryAt < 0 ? url : url.slice(0, queryAt));
  const key = language === 'en' ? path : `/${language}${path}`;
  if (path === '/' || PRODUCT_PATH.test(path)) return key;
  if (path === '/store' && queryAt < 0) return key;
  return undefined;
}

export async function compressPage(html: string): Promise<RenderedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return { identity, gzip: gz, br, etag: weakEtag(identity) };
}

interface CatalogPages {
  version: string;
  catalog: CatalogFile;
  slugs: ReadonlySet<string>;
  /** Rendered `/store` and `/product/<slug>` pages of this catalogue version: at most one per product, plus the store. */
  pages: Map<string, RenderedPage | null>;
}

/**
 * Server-rendered `/`, `/store` and `/product/:slug`, kept in memory: the landing page per version
 * of the edition on sale (it shows no live data), the catalogue pages per catalogue version (a new version drops
 * them all; stock is not part of it: the pages read live stock from /api/stock). Only real product slugs are rendered and kept, so arbitrary URLs cannot grow the cache.
 * A hit is a Map lookup (`cached`); a miss renders once however many requests wait for it (`render`).
 * `null` stands for "send the plain SPA index": a page that failed to render (logged, kept so it is
 * not retried on every request), an unknown slug (not kept) or no frontend build.
 */
export class PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private bundle?: Promise<SsrBundle | undefined>;
  /** The landing page of each language, with the edition version it shows. */
  private readonly landing = new Map<Language, { version: string; page: RenderedPage | null }>();
  /** index.html in each language, with its catalogue: made once per bundle. */
  private templates?: Record<Language, string>;
  private catalogPages?: CatalogPages;
  private readonly rendering = new Map<string, Promise<RenderedPage | null>>();
  /** The year the kept pages show in their footer: they are dropped when it changes. */
  private year = new Date().getFullYear();

  constructor(
    private readonly loadBundle: () => Promise<SsrBundle | undefined>,
    private readonly catalog: CatalogSource,
    private readonly editions: EditionSource,
    /** PUBLIC_URL: canonical and link-preview URLs in the pages are absolute. */
    private readonly publicUrl: string,
    private readonly catalogs: Catalogs,
  ) {}

  /** The page already rendered for `key` (from `pageKey`) and the current catalogue; undefined if not rendered yet. */
  cached(key: string): RenderedPage | null | undefined {
    this.dropIfNewYear();
    const { language, path } = splitLanguagePath(key);
    if (path === '/') {
      const landing = this.landing.get(language);
      return landing?.version === this.editions.freshVersion() ? landing?.page : undefined;
    }
    const pages = this.catalogPages;
    return pages && pages.version === this.catalog.freshVersion() ? pages.pages.get(key) : undefined;
  }

  /** Renders the page for `key` (or finds it rendered). */
  async render(key: string): Promise<RenderedPage | null> {
    this.dropIfNewYear();
    const bundle = await this.loadedBundle();
    if (!bundle) return null;
    const { language, path } = splitLanguagePath(key);
    if (path === '/') return this.renderLanding(bundle, language);

    const pages = await this.catalogPagesNow();
    const slug = PRODUCT_PATH.exec(path)?.[1];
    if (path !== '/store' && (slug === undefined || !pages.slugs.has(slug))) return null;
    const found = pages.pages.get(key);
    if (found !== undefined) return found;
    const page = await this.once(`${pages.version} ${key}`, () =>
      this.renderPage(bundle, path, language, { catalog: pages.catalog }),
    );
    pages.pages.set(key, page);
    return page;
  }

  /**
   * A staff preview of the landing page of the edition `slug` (editions/edition-preview.ts):
   * rendered for this request only, never kept. Null for an unknown slug (the caller sends the normal page).
   */
  async renderPreview(slug: string, language: Language): Promise<RenderedPage | null> {
    const edition = await this.editions.preview(slug, language);
    const bundle = edition && (await this.loadedBundle());
    return bundle ? this.renderPage(bundle, '/', language, { edition, previewSlug: slug }) : null;
  }

  /** How many catalogue pages are kept (for tests). */
  get size(): number {
    return this.catalogPages?.pages.size ?? 0;
  }

  /** The client renders the footer's year from its own clock; last year's HTML would not hydrate cleanly. */
  private dropIfNewYear(): void {
    const year = new Date().getFullYear();
    if (year === this.year) return;
    this.year = year;
    this.landing.clear();
    this.catalogPages = undefined;
  }

  private loadedBundle(): Promise<SsrBundle | undefined> {
    return (this.bundle ??= this.loadBundle().catch((err: unknown) => {
      this.logger.error(`Server rendering is off: the server entry failed to load (${String(err)})`);
      return undefined;
    }));
  }

  private async renderLanding(bundle: SsrBundle, language: Language): Promise<RenderedPage | null> {
    const { edition, version } = await this.editions.current(language);
    const landing = this.landing.get(language);
    if (landing?.version === version) return landing.page;
    const page = await this.once(`/ ${language} ${version}`, () => this.renderPage(bundle, '/', language, { edition }));
    this.landing.set(language, { version, page });
    return page;
  }

  private async catalogPagesNow(): Promise<CatalogPages> {
    const { body, version } = await this.catalog.current();
    if (this.catalogPages?.version !== version) {
      const catalog = JSON.parse(body) as CatalogFile;
      this.catalogPages = { version, catalog, slugs: new Set(catalog.products.map((p) => p.slug)), pages: new Map() };
    }
    return this.catalogPages;
  }

  /** Concurrent misses of one page share one render. */
  private once(id: string, work: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    let pending = this.rendering.get(id);
    if (!pending) {
      pending = work().finally(() => this.rendering.delete(id));
      this.rendering.set(id, pending);
    }
    return pending;
  }

  private templateIn(bundle: SsrBundle, language: Language): string {
    this.templates ??= Object.fromEntries(
      LANGUAGES.map((lang) => [lang, localizedTemplate(bundle.template, lang, this.catalogs.json(lang, 'public'))]),
    ) as Record<Language, string>;
    return this.templates[language];
  }

  private async renderPage(
    bundle: SsrBundle,
    path: string,
    language: Language,
    data: Pick<SsrPageRequest, 'catalog' | 'edition' | 'previewSlug'>,
  ): Promise<RenderedPage | null> {
    const started = performance.now();
    try {
      const html = await bundle.render({
        path,
        language,
        messages: this.catalogs.messages(language, 'public'),
        template: this.templateIn(bundle, language),
        manifest: bundle.manifest,
        publicUrl: this.publicUrl,
        ...data,
      });
      const page = await compressPage(html);
      this.logger.log(
        `Rendered ${language} ${path} in ${Math.round(performance.now() - started)} ms (${page.identity.length} bytes)`,
      );
      return page;
    } catch (err) {
      // The client renders the page itself from the plain index; the error is worth a look.
      this.logger.error(
        `Server rendering of ${language} ${path} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      return null;
    }
  }
}
