import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Outbox } from '../../outbox/outbox.js';
import { CatalogFileService } from '../catalog-file.service.js';

/** The outbox kind and key of a catalog.json rebuild (one item, re-run after each change). */
export const REGENERATE_CATALOG = 'catalog.regenerate';
export const CATALOG_FILE_KEY = 'catalog.json';

declare module '../../outbox/outbox.js' {
  interface OutboxMap {
    'catalog.regenerate': Record<string, never>;
  }
}
/**
 * At most one rebuild per this many seconds: stock changes with every order, and a loop of 1-unit
 * orders must not keep the database busy rebuilding (docs/security.md). The storefront shows live
 * stock from /api/stock, so the file's inventory may lag this long.
 */
export const CATALOG_REBUILD_GAP_SECONDS = 5;

/** Rebuilds catalog.json from the active products when the outbox says so; running it twice does no harm. */
@Injectable()
export class RegenerateCatalogJob implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly file: CatalogFileService,
  ) {}

  onModuleInit(): void {
    this.outbox.handle(
      REGENERATE_CATALOG,
      async () => {
        await this.file.regenerate();
      },
      { rerunGapSeconds: CATALOG_REBUILD_GAP_SECONDS },
    );
  }
}
