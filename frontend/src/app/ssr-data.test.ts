import { describe, expect, it } from 'vitest';
import { catalogApi } from '../api/catalog-api';
import { catalogProduct } from '../test/catalog-fixtures';
import { readSsrData, seedStore, serializeSsrData, SSR_DATA_ID } from './ssr-data';
import { makeStore } from './store';

describe('data embedded in server-rendered pages', () => {
  const product = catalogProduct({ name: 'Kit </script><!-- sneaky', slug: 'sneaky' });

  it('survives the trip through a <script type="application/json"> element', () => {
    const json = serializeSsrData({ product });
    expect(json).not.toContain('<');
    document.body.innerHTML = `<script type="application/json" id="${SSR_DATA_ID}">${json}</script>`;
    expect(readSsrData()).toEqual({ product });
  });

  it('is absent from client-rendered pages', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrData()).toBeUndefined();
  });

  it("fills the RTK Query cache with a product page's product before the first render", () => {
    const store = makeStore();
    seedStore(store, { product });
    const entry = catalogApi.endpoints.getServerProduct.select('sneaky')(store.getState());
    expect(entry.status).toBe('fulfilled');
    expect(entry.data).toEqual(product);
  });
});
