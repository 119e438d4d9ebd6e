import { Controller, Get, Header } from '@nestjs/common';
import { CatalogFileService } from './catalog-file.service.js';

/** The store's catalogue file (spec §7 "GET /catalog.json"). */
@Controller()
export class CatalogController {
  constructor(private readonly file: CatalogFileService) {}

  @Get('catalog.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=5')
  catalog(): Promise<string> {
    return this.file.json();
  }
}
