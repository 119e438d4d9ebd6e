import { Global, Module } from '@nestjs/common';
import { Catalogs } from './catalogs.js';
import { I18nController } from './i18n.controller.js';

/** The message catalogues for pages, the API and messages to parents (docs/decisions.md, Languages). */
@Global()
@Module({
  providers: [Catalogs],
  controllers: [I18nController],
  exports: [Catalogs],
})
export class I18nModule {}
