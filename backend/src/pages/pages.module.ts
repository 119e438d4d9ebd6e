import { Module } from '@nestjs/common';
import { fileURLToPath } from 'node:url';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CatalogFileService } from '../catalog/catalog-file.service.js';
import { Settings } from '../config/settings.js';
import { EditionsModule } from '../editions/editions.module.js';
import { EditionsService } from '../editions/editions.service.js';
import { Catalogs } from '../i18n/catalogs.js';
import { PageRenderer } from './page-renderer.js';
import { loadSsrBundle } from './ssr-bundle.js';

/** The frontend build: the client bundle (served as static files) and the server entry that renders pages. */
export const FRONTEND_DIST = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
export const FRONTEND_SSR_ENTRY = fileURLToPath(
  new URL('../../../frontend/dist-server/entry-server.js', import.meta.url),
);

/** Server-rendered public pages (`/`, `/store`, `/product/:slug`; docs/decisions.md, Pages), served by spa-index.ts. */
@Module({
  imports: [CatalogModule, EditionsModule],
  providers: [
    {
      provide: PageRenderer,
      useFactory: (catalog: CatalogFileService, editions: EditionsService, settings: Settings, catalogs: Catalogs) =>
        new PageRenderer(
          () => loadSsrBundle(FRONTEND_DIST, FRONTEND_SSR_ENTRY),
          catalog.forPages,
          { ...editions.forLanding, preview: (slug, language) => editions.preview(slug, language) },
          settings.publicUrl,
          catalogs,
        ),
      inject: [CatalogFileService, EditionsService, Settings, Catalogs],
    },
  ],
  exports: [PageRenderer],
})
export class PagesModule {}
