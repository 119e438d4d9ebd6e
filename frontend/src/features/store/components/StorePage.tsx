import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo, useReducer, useState } from 'react';
import { useCatalogWithLiveStock, useStoreFirstPage } from '../../../api/catalog-api';
import { HydrationGate } from '../../../components/HydrationGate';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useSearchAnalytics } from '../hooks/useSearchAnalytics';
import { useStoreFilters } from '../hooks/useStoreFilters';
import { useT } from '../../../i18n/useT';
import { storeTitle } from '../lib/store-title';
import { timed } from '../lib/timed';
import {
  applyFilters,
  DEFAULT_FILTERS,
  hasActiveFilters,
  productCategories,
  writeFilters,
} from '../lib/catalog-filters';
import { FilterPanel } from './FilterPanel';
import { ProductResults } from './ProductResults';
import { StoreHeader } from './StoreHeader';
import { StoreToolbar } from './StoreToolbar';

export default function StorePage() {
  const { t } = useT();
  useDocumentTitle(storeTitle(t));
  const theme = useTheme();
  // Hydrating server HTML (rendered for a phone) starts narrow and then widens; client navigations match at once.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Until catalog.json arrives, the first page the server rendered stands in for the default view.
  const firstPage = useStoreFirstPage();
  // The whole catalogue (megabytes at thousands of products) is fetched when the visitor searches,
  // filters, sorts or asks for more; a server-rendered first page needs none of it to be read.
  const [wanted, want] = useReducer(() => true, firstPage === undefined);
  const onIntent = wanted ? undefined : want;
  const intent = { onFocusCapture: onIntent, onPointerDownCapture: onIntent };
  const catalog = useCatalogWithLiveStock({ skip: !wanted });
  const { filters, update, clear } = useStoreFilters();

  const products = catalog.data?.products;
  const filtered = useMemo(
    () => (products ? timed('store-filter', () => applyFilters(products, filters)) : undefined),
    [products, filters],
  );
  const active = hasActiveFilters(filters);
  const early = !products && !active && filters.sort === DEFAULT_FILTERS.sort ? firstPage : undefined;
  const categories = useMemo(
    () => (products ? productCategories(products) : (firstPage?.categories ?? [])),
    [products, firstPage],
  );
  const shown = filtered ?? early?.products;
  const count = filtered?.length ?? early?.total;
  useSearchAnalytics(filters.search, filtered?.length);
  // A new search, filter or sort starts again from the first page of the grid (the view does not).
  const listKey = writeFilters({ ...filters, view: DEFAULT_FILTERS.view }).toString();

  const panel = (
    <Box {...intent}>
      <FilterPanel filters={filters} categories={categories} active={active} onChange={update} onClear={clear} />
    </Box>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <HydrationGate>
        <Box {...intent}>
          <StoreHeader
            search={filters.search}
            view={filters.view}
            onSearchChange={(search) => update({ search })}
            onViewChange={(view) => update({ view })}
          />
          <StoreToolbar
            count={count}
            sort={filters.sort}
            filtersActive={active}
            onOpenFilters={wide ? undefined : () => setDrawerOpen(true)}
            onSortChange={(sort) => update({ sort })}
          />
        </Box>
      </HydrationGate>
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
        {wide && (
          <Box component="aside" sx={{ width: 260, flexShrink: 0, position: 'sticky', top: 88 }}>
            {panel}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {catalog.isError ? (
            <ProductResults state="error" view={filters.view} onRetry={() => void catalog.refetch()} />
          ) : shown ? (
            <ProductResults
              key={listKey}
              state="ready"
              view={filters.view}
              products={shown}
              total={count}
              onMore={onIntent}
              onClearFilters={clear}
            />
          ) : (
            <ProductResults state="loading" view={filters.view} />
          )}
        </Box>
      </Box>
      {!wide && (
        <Drawer anchor="left" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box sx={{ width: 300, p: 3, position: 'relative' }}>
            <IconButton
              aria-label={t('store.filters.close')}
              onClick={() => setDrawerOpen(false)}
              sx={{ position: 'absolute', top: 12, right: 12 }}
            >
              <CloseIcon />
            </IconButton>
            {panel}
          </Box>
        </Drawer>
      )}
    </Container>
  );
}
