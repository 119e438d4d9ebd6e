import { Controller, Get, Header } from '@nestjs/common';
import type { CatalogFile, LiveStock } from '@robo/domain';
import { Settings } from '../config/settings.js';
import { CatalogFileService } from './catalog-file.service.js';
import { LiveStockService } from './live-stock.service.js';
import { sitemapXml } from './sitemap.js';

/** The store's catalogue file (spec §7 "GET /catalog.json") and the live stock beside it. */
@Controller()
export class CatalogController {
  constructor(
    private readonly file: CatalogFileService,
    private readonly stock: LiveStockService,
    private readonly settings: Settings,
  ) {}

  @Get('catalog.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=5')
  catalog(): Promise<string> {
    return this.file.json();
  }

  /** For search engines: the public pages and active products (robots.txt keeps them out of /admin and /api). */
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async sitemap(): Promise<string> {
    const { products } = JSON.parse(await this.file.json()) as CatalogFile;
    return sitemapXml(this.settings.publicUrl, products.map((product) => product.slug));
  }

  @Get('api/stock')
  liveStock(): Promise<LiveStock> {
    return this.stock.current();
  }
}
