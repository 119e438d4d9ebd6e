import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CatalogFile, CatalogInfo } from '@robo/domain';
import { buildCatalogFile } from './catalog-file.js';
import { Product } from './entities/product.entity.js';
import { execute, maybeOne } from '../common/sql.js';
import { PreparedResponse, type ContentEncoding } from '../common/prepared-response.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What catalog.json is sent with, besides its ETag and encoding. */
export const CATALOG_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'public, max-age=5',
  vary: 'Accept-Encoding',
};

/** How long a process serves its copy of catalog.json before asking the database again. */
const RECHECK_MS = 1000;

interface CachedCatalog {
  body: string;
  /** `body` encoded once, as catalog.json sends it. */
  bytes: Buffer;
  /** catalog_state.last_updated as text: changes with every regeneration. */
  version: string;
  /** catalog.json's weak ETag, one per version. */
  etag: string;
  /** catalog.json as the fast path sends it, with the compressed copies once they are made. */
  prepared: PreparedResponse;
  /** Changes only when something other than stock changed: what server-rendered pages are kept by. */
  pagesVersion: string;
  checkedAt: number;
}

/**
 * A digest of the catalogue without its stock and timestamp. Pages rendered from it stay valid
 * while only stock moves (the storefront reads live stock from /api/stock), so an order does not
 * throw away every cached page.
 */
export function pagesVersionOf(body: string): string {
  const file = JSON.parse(body) as CatalogFile;
  const withoutStock = file.products.map(({ inventory: _stock, ...product }) => product);
  return createHash('sha256').update(JSON.stringify(withoutStock)).digest('base64url');
}

/**
 * The generated catalog.json (design §6): built from active products into catalog_state
 * row 1, which every web process serves from a copy re-checked at most once a second.
 */
@Injectable()
export class CatalogFileService {
  private cached?: CachedCatalog;
  /** The file compressed once per version and encoding (at 5,000 products, compressing per request held it to ~50 req/s). */
  private compressedCopies = new Map<string, Promise<Buffer>>();
  private loading?: Promise<CachedCatalog>;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Rebuilds the file from the active products. Regenerations run one at a time, so the last one written saw every change. */
  async regenerate(): Promise<CatalogInfo> {
    const info = await this.db.transaction(async (manager) => {
      await execute(manager, `SELECT pg_advisory_xact_lock(hashtext('robo:catalog-regenerate'))`);
      const products = await manager.find(Product, { where: { isActive: true }, order: { name: 'ASC', id: 'ASC' } });
      const file = buildCatalogFile(products, new Date());
      await execute(
        manager,
        `INSERT INTO catalog_state (id, content, total_products, last_updated) VALUES (1, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE
         SET content = EXCLUDED.content, total_products = EXCLUDED.total_products, last_updated = EXCLUDED.last_updated`,
        [JSON.stringify(file), products.length, file.lastUpdated],
      );
      return { totalProducts: products.length, lastUpdated: file.lastUpdated };
    });
    if (this.cached) this.cached.checkedAt = 0;
    return info;
  }

  async info(): Promise<CatalogInfo> {
    const row = await maybeOne<{ total_products: number; last_updated: Date }>(
      this.db,
      'SELECT total_products, last_updated FROM catalog_state WHERE id = 1',
    );
    return row
      ? { totalProducts: row.total_products, lastUpdated: row.last_updated.toISOString() }
      : { totalProducts: 0, lastUpdated: null };
  }

  async exists(): Promise<boolean> {
    return (
      (await maybeOne<{ present: number }>(this.db, 'SELECT 1 AS present FROM catalog_state WHERE id = 1')) !==
      undefined
    );
  }

  /** The catalogue as JSON text; generated on the spot if it never was. */
  async json(): Promise<string> {
    return (await this.current()).body;
  }

  /** The catalogue compressed with `encoding`, made once per catalogue version. */
  async compressed(encoding: ContentEncoding): Promise<Buffer> {
    const { bytes, version, prepared } = await this.current();
    const key = `${version} ${encoding}`;
    let copy = this.compressedCopies.get(key);
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotliAsync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            })
          : gzipAsync(bytes, { level: 9 });
      // Only the current version is kept: one copy per encoding.
      this.compressedCopies = new Map([...this.compressedCopies].filter(([k]) => k.startsWith(`${version} `)));
      this.compressedCopies.set(key, copy);
      copy.then(
        (made) => prepared.keep(encoding, made),
        () => this.compressedCopies.delete(key),
      );
    }
    return copy;
  }

  /** The catalogue's text and version (changes with every regeneration), re-checked at most once a second. */
  async current(): Promise<CachedCatalog> {
    if (this.cached && Date.now() - this.cached.checkedAt < RECHECK_MS) return this.cached;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** The version `current()` would answer without asking the database, if the copy is still fresh. */
  freshVersion(): string | undefined {
    return this.fresh()?.version;
  }

  /**
   * catalog.json ready to send, if this process's copy is fresh or being re-checked right now (the
   * fast path, common/fast-reads.ts): requests during the re-check's round trip get the copy that
   * requests just before it got.
   */
  freshPrepared(): PreparedResponse | undefined {
    return (this.fresh() ?? (this.loading && this.cached))?.prepared;
  }

  /** The catalogue as server-rendered pages see it: versioned by everything but stock (pagesVersionOf). */
  readonly forPages = {
    current: async (): Promise<{ body: string; version: string }> => {
      const { body, pagesVersion } = await this.current();
      return { body, version: pagesVersion };
    },
    freshVersion: (): string | undefined => this.fresh()?.pagesVersion,
  };

  private fresh(): CachedCatalog | undefined {
    return this.cached && Date.now() - this.cached.checkedAt < RECHECK_MS ? this.cached : undefined;
  }

  private async load(): Promise<CachedCatalog> {
    let row = await this.readIfChanged();
    if (!row) {
      await this.regenerate();
      row = await this.readIfChanged();
      if (!row) throw new Error('catalog_state is still empty after regeneration');
    }
    // No content: the version is the one this process already holds.
    const body = row.content ?? this.cached?.body;
    if (body === undefined) throw new Error('catalog_state sent no content for a version this process never loaded');
    const checkedAt = Date.now();
    if (row.content === null && this.cached) {
      this.cached = { ...this.cached, checkedAt };
      return this.cached;
    }
    const bytes = Buffer.from(body, 'utf8');
    const etag = `W/"${createHash('sha1').update(row.version).digest('base64url')}"`;
    const prepared = new PreparedResponse(bytes, etag, CATALOG_HEADERS);
    this.cached = { body, bytes, version: row.version, etag, prepared, pagesVersion: pagesVersionOf(body), checkedAt };
    return this.cached;
  }

  /** One round trip: the version always, the content only when it differs from the cached one. */
  private async readIfChanged(): Promise<{ version: string; content: string | null } | undefined> {
    return maybeOne<{ version: string; content: string | null }>(
      this.db,
      `SELECT last_updated::text AS version,
              CASE WHEN last_updated::text = $1 THEN NULL ELSE content::text END AS content
       FROM catalog_state WHERE id = 1`,
      [this.cached?.version ?? ''],
    );
  }
}
