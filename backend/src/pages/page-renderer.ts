import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { CatalogFile, PublicEdition, SsrPageRequest } from '@robo/domain';
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
 * Where the landing page's edition comes from (EditionsService.forLanding): the one on sale, its
 * version moving when its content changes or another edition goes on sale; and a staff preview's.
 */
export interface EditionSource extends VersionedSource<{ edition: PublicEdition | null }> {
  preview(slug: string): Promise<PublicEdition | null>;
}

const PRODUCT_PATH = /^\/product\/([^/]+)$/;

/**
 * Which rendered page a request URL gets, or undefined for the plain SPA index: the landing page
 * (its query, e.g. utm tags, changes nothing), the store without filters (filters live in the query
 * and would not match the cached HTML) and product pages.
 */
export function pageKey(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path === '/' || PRODUCT_PATH.test(path)) return path;
  if (path === '/store' && queryAt < 0) return path;
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
  private landing?: { version: string; page: RenderedPage | null };
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
  ) {}

  /** The page already rendered for `key` (from `pageKey`) and the current catalogue; undefined if not rendered yet. */
  cached(key: string): RenderedPage | null | undefined {
    this.dropIfNewYear();
    if (key === '/') return this.landing?.version === this.editions.freshVersion() ? this.landing?.page : undefined;
    const pages = this.catalogPages;
    return pages && pages.version === this.catalog.freshVersion() ? pages.pages.get(key) : undefined;
  }

  /** Renders the page for `key` (or finds it rendered). */
  async render(key: string): Promise<RenderedPage | null> {
    this.dropIfNewYear();
    const bundle = await this.loadedBundle();
    if (!bundle) return null;
    if (key === '/') return this.renderLanding(bundle);

    const pages = await this.catalogPagesNow();
    const slug = PRODUCT_PATH.exec(key)?.[1];
    if (key !== '/store' && (slug === undefined || !pages.slugs.has(slug))) return null;
    const found = pages.pages.get(key);
    if (found !== undefined) return found;
    const page = await this.once(`${pages.version} ${key}`, () =>
      this.renderPage(bundle, key, { catalog: pages.catalog }),
    );
    pages.pages.set(key, page);
    return page;
  }

  /**
   * A staff preview of the landing page of the edition `slug` (editions/edition-preview.ts):
   * rendered for this request only, never kept. Null for an unknown slug (the caller sends the normal page).
   */
  async renderPreview(slug: string): Promise<RenderedPage | null> {
    const edition = await this.editions.preview(slug);
    const bundle = edition && (await this.loadedBundle());
    return bundle ? this.renderPage(bundle, '/', { edition, previewSlug: slug }) : null;
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
    this.landing = undefined;
    this.catalogPages = undefined;
  }

  private loadedBundle(): Promise<SsrBundle | undefined> {
    return (this.bundle ??= this.loadBundle().catch((err: unknown) => {
      this.logger.error(`Server rendering is off: the server entry failed to load (${String(err)})`);
      return undefined;
    }));
  }

  private async renderLanding(bundle: SsrBundle): Promise<RenderedPage | null> {
    const { edition, version } = await this.editions.current();
    if (this.landing?.version === version) return this.landing.page;
    const page = await this.once(`/ ${version}`, () => this.renderPage(bundle, '/', { edition }));
    this.landing = { version, page };
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

  private async renderPage(
    bundle: SsrBundle,
    path: string,
    data: Pick<SsrPageRequest, 'catalog' | 'edition' | 'previewSlug'>,
  ): Promise<RenderedPage | null> {
    const started = performance.now();
    try {
      const html = await bundle.render({
        path,
        template: bundle.template,
        manifest: bundle.manifest,
        publicUrl: this.publicUrl,
        ...data,
      });
      const page = await compressPage(html);
      this.logger.log(
        `Rendered ${path} in ${Math.round(performance.now() - started)} ms (${page.identity.length} bytes)`,
      );
      return page;
    } catch (err) {
      // The client renders the page itself from the plain index; the error is worth a look.
      this.logger.error(
        `Server rendering of ${path} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      return null;
    }
  }
}
