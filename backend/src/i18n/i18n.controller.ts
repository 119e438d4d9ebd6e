import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { isLanguage } from '@robo/domain';
import { httpError } from '../common/http.errors.js';
import { Catalogs } from './catalogs.js';

/**
 * A language's compiled catalogue, for a page whose HTML came without it (the Vite dev server's
 * index.html) and for the staff's pages reached from a public one (their areas are not embedded
 * in public pages).
 */
@Controller('api/i18n')
export class I18nController {
  constructor(private readonly catalogs: Catalogs) {}

  @Get(':language')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  catalogue(@Param('language') language: string, @Query('scope') scope?: string): string {
    if (!isLanguage(language)) throw httpError.NOT_FOUND('Unknown language');
    return this.catalogs.json(language, scope === 'all' ? 'all' : 'public');
  }
}
