import type { CatalogFile } from './api-types.js';
import type { PublicEdition } from './editions.js';
import type { Language } from './i18n/languages.js';

/**
 * What the backend hands the frontend's server entry (frontend/src/app/entry-server.tsx)
 * to render one public page into the built index.html.
 */
export interface SsrPageRequest {
  /** The page's path without its language prefix: `/`, `/store` or `/product/<slug>`. */
  path: string;
  /** The page's language: its routes sit under the language's prefix (`/hi/store`). */
  language: Language;
  /** The language's compiled catalogue (public areas), which the template already embeds for the client. */
  messages: Record<string, unknown>;
  /** The built frontend/dist/index.html in the page's language (`<html lang>`, its catalogue), which the page is rendered into. */
  template: string;
  /** Vite's build manifest (frontend/dist/.vite/manifest.json): names the page's own chunks to preload. */
  manifest: Record<string, ViteManifestChunk>;
  /** The site's public origin (PUBLIC_URL): canonical and link-preview URLs are absolute. */
  publicUrl: string;
  /** The catalogue, the same object as /catalog.json; the landing page is rendered without it. */
  catalog?: CatalogFile;
  /** The landing page's edition (the one on sale, or the previewed one); null between seasons. */
  edition?: PublicEdition | null;
  /** A staff preview of this edition slug: rendered for one request, marked noindex. */
  previewSlug?: string;
}

export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The server entry's export: the whole HTML document of one page. */
export type RenderSsrPage = (request: SsrPageRequest) => Promise<string>;
