import { DEFAULT_LANGUAGE, type CatalogProduct, type LandingEditionAnswer } from '@robo/domain';
import { catalogApi, type StoreFirstPage } from '../api/catalog-api';
import { workshopApi, type LandingEditionArg } from '../features/workshop/api/workshop-api';
import type { AppStore } from './store';

/** The id of the `<script type="application/json">` carrying the data a server-rendered page was rendered with. */
export const SSR_DATA_ID = 'ssr-data';

/** Server data a page needs at its first render (entry-server.tsx embeds it, main.tsx reads it). */
export interface SsrData {
  /** A product page's own product: the page needs no other (the whole catalogue is megabytes at 5,000 products). */
  product?: CatalogProduct;
  /** Only the first page of the store's grid, for /store (the client fetches catalog.json after hydration). */
  storeFirstPage?: StoreFirstPage;
  /** The landing page's edition (the one on sale, or a staff preview's): the page makes no request for it. */
  landingEdition?: LandingEditionAnswer;
}

/**
 * Puts the server's data into the RTK Query cache, so the first client render matches the server's HTML.
 * The landing edition goes in under the page's language and the preview slug of its URL
 * (useLandingEdition's argument): a visitor's `/?edition=…` gets the cached page of the edition on
 * sale, which then stays on screen.
 */
export function seedStore(
  store: AppStore,
  data: SsrData,
  landing: LandingEditionArg = { language: DEFAULT_LANGUAGE },
): void {
  if (data.landingEdition) {
    store.dispatch(
      workshopApi.util.upsertQueryEntries([
        { endpointName: 'getLandingEdition', arg: landing, value: data.landingEdition },
      ]),
    );
  }
  if (data.product) {
    store.dispatch(
      catalogApi.util.upsertQueryEntries([
        { endpointName: 'getServerProduct', arg: data.product.slug, value: data.product },
      ]),
    );
  }
  if (data.storeFirstPage) {
    store.dispatch(
      catalogApi.util.upsertQueryEntries([
        { endpointName: 'getStoreFirstPage', arg: undefined, value: data.storeFirstPage },
      ]),
    );
  }
}

/** JSON for inside a `<script>` element: every `<` is escaped, so no `</script>` or `<!--` in a value can end it early. */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data the server embedded in this page, if it rendered the page. */
export function readSsrData(doc: Document = document): SsrData | undefined {
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrData) : undefined;
}
