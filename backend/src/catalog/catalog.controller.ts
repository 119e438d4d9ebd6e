import { Controller, Get, Header } from '@nestjs/common';
import type { LiveStock } from '@robo/domain';
import { CatalogFileService } from './catalog-file.service.js';
import { LiveStockService } from './live-stock.service.js';

/** The store's catalogue file (spec §7 "GET /catalog.json") and the live stock beside it. */
@Controller()
export class CatalogController {
  constructor(private readonly file: CatalogFileService, private readonly stock: LiveStockService) {}

  @Get('catalog.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=5')
  catalog(): Promise<string> {
    return this.file.json();
  }

  @Get('api/stock')
  liveStock(): Promise<LiveStock> {
    return this.stock.current();
  }
}
