import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogFile } from '@robo/domain';
import { sendCachedJson } from '../common/prepared-json.js';
import { Settings } from '../config/settings.js';
import { CatalogFileService, type CatalogEncoding } from './catalog-file.service.js';
import { LiveStockService } from './live-stock.service.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

/** The store's catalogue file (spec §7 "GET /catalog.json") and the live stock beside it. */
@Controller()
export class CatalogController {
  constructor(
    private readonly file: CatalogFileService,
    private readonly stock: LiveStockService,
    private readonly settings: Settings,
  ) {}

  /** Sent compressed from a copy made once per catalogue version when the client accepts it. */
  @Get('catalog.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=5')
  @Header('Vary', 'Accept-Encoding')
  async catalog(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { bytes, etag } = await this.file.current();
    // One weak ETag per catalogue version whatever the encoding (@fastify/etag answers If-None-Match with it).
    reply.header('ETag', etag);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
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
  async liveStock(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendCachedJson(reply, await this.stock.current());
  }
}

/** brotli, else gzip, when the client lists it (without q=0). */
function acceptedEncoding(header: string | string[] | undefined): CatalogEncoding | undefined {
  const offered = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  const accepts = (name: string) =>
    offered.some((part) => part.split(';')[0]?.trim() === name && !/;\s*q=0(\.0+)?$/.test(part));
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : undefined;
}
