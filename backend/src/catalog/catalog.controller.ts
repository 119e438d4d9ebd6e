import { Controller, Get, Header, Req, Res, type OnModuleInit } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogFile } from '@robo/domain';
import { FastReads } from '../common/fast-reads.js';
import { sendCachedJson } from '../common/prepared-json.js';
import { matchesEtag, negotiateEncoding } from '../common/prepared-response.js';
import { Settings } from '../config/settings.js';
import { CATALOG_HEADERS, CatalogFileService } from './catalog-file.service.js';
import { LiveStockService } from './live-stock.service.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** The store's catalogue file (spec §7 "GET /catalog.json") and the live stock beside it. */
@Controller()
export class CatalogController implements OnModuleInit {
  constructor(
    private readonly file: CatalogFileService,
    private readonly stock: LiveStockService,
    private readonly settings: Settings,
    private readonly fastReads: FastReads,
  ) {}

  /** While this process's copy is fresh, the file is sent before Nest's pipeline (common/fast-reads.ts). */
  onModuleInit(): void {
    this.fastReads.serve('/catalog.json', () => this.file.freshPrepared());
  }

  /** Sent compressed from a copy made once per catalogue version when the client accepts it. */
  @Get('catalog.json')
  async catalog(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { bytes, etag } = await this.file.current();
    // One weak ETag per catalogue version whatever the encoding (@fastify/etag answers If-None-Match with it).
    reply.headers(CATALOG_HEADERS).header('ETag', etag);
    // A repeat read gets its 304 from @fastify/etag, which names no encoding (as on the fast path).
    const encoding = matchesEtag(request.headers, etag) ? undefined : negotiateEncoding(request.headers);
    if (!encoding) return bytes;
    const compressed = await this.file.compressed(encoding);
    reply.header('Content-Encoding', encoding);
    return compressed;
  }

  /** For search engines: the public pages and active products (robots.txt keeps them out of /admin and /api). */
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async sitemap(): Promise<string> {
    const { products } = JSON.parse(await this.file.json()) as CatalogFile;
    return sitemapXml(
      this.settings.publicUrl,
      products.map((product) => product.slug),
    );
  }

  /** Served here, not as a static file, so its Sitemap line carries this deployment's PUBLIC_URL. */
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  robots(): string {
    return robotsTxt(this.settings.publicUrl);
  }

  /** `LiveStock` */
  @Get('api/stock')
  async liveStock(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return sendCachedJson(reply, await this.stock.current());
  }
}
