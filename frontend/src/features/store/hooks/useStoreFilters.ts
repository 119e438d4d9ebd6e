import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clearFilters, readFilters, writeFilters, type StoreFilters } from '../lib/catalog-filters';

/** The store's filters live in the address bar, so a filtered view can be shared and survives reload. */
export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (change: Partial<StoreFilters>) => setParams(writeFilters({ ...filters, ...change }), { replace: true }),
    [filters, setParams],
  );
  const clear = useCallback(
    () => setParams(writeFilters(clearFilters(filters)), { replace: true }),
    [filters, setParams],
  );

  return { filters, update, clear };
}
