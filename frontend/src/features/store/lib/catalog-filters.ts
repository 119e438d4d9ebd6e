import { PRICE_SLIDER, rupees, type CatalogProduct, type Rupees } from '@robo/domain';

export type SortKey = 'name' | 'price-asc' | 'price-desc' | 'category';
export type ViewMode = 'grid' | 'list';

/** The sort orders, each with its label's catalogue key (libs/domain/catalog). */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortKey; label: string }> = [
  { value: 'name', label: 'store.sort.name' },
  { value: 'price-asc', label: 'store.sort.priceAsc' },
  { value: 'price-desc', label: 'store.sort.priceDesc' },
  { value: 'category', label: 'store.sort.category' },
];

/** What the visitor chose; prices are whole rupees like the catalogue's. */
export interface StoreFilters {
  search: string;
  sort: SortKey;
  categories: string[];
  minPrice: Rupees;
  maxPrice: Rupees;
  view: ViewMode;
}

export const DEFAULT_FILTERS: StoreFilters = {
  search: '',
  sort: 'name',
  categories: [],
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  view: 'grid',
};

const PARAM = { search: 'q', sort: 'sort', category: 'category', min: 'min', max: 'max', view: 'view' } as const;

function priceParam(raw: string | null, fallback: Rupees): Rupees {
  const value = raw === null ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return fallback;
  return rupees(Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, Math.round(value))));
}

/** Filters from the address bar (anything unknown falls back to its default). */
export function readFilters(params: URLSearchParams): StoreFilters {
  const sort = params.get(PARAM.sort);
  let minPrice = priceParam(params.get(PARAM.min), DEFAULT_FILTERS.minPrice);
  let maxPrice = priceParam(params.get(PARAM.max), DEFAULT_FILTERS.maxPrice);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: params.get(PARAM.search) ?? '',
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as SortKey) : DEFAULT_FILTERS.sort,
    categories: [...new Set(params.getAll(PARAM.category).filter(Boolean))],
    minPrice,
    maxPrice,
    view: params.get(PARAM.view) === 'list' ? 'list' : 'grid',
  };
}

/** The address-bar form of the filters; defaults are left out so a plain /store stays plain. */
export function writeFilters(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(PARAM.search, filters.search);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set(PARAM.sort, filters.sort);
  for (const category of filters.categories) params.append(PARAM.category, category);
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice) params.set(PARAM.min, String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) params.set(PARAM.max, String(filters.maxPrice));
  if (filters.view !== DEFAULT_FILTERS.view) params.set(PARAM.view, filters.view);
  return params;
}

/** Search, categories or price narrowed (sorting and the view are not filters). */
export function hasActiveFilters(filters: StoreFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.categories.length > 0 ||
    filters.minPrice !== DEFAULT_FILTERS.minPrice ||
    filters.maxPrice !== DEFAULT_FILTERS.maxPrice
  );
}

/** Filters cleared; the sort order and the view stay as chosen. */
export function clearFilters(filters: StoreFilters): StoreFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort, view: filters.view };
}

/** The catalogue's categories, each once, alphabetically. */
export function productCategories(products: readonly CatalogProduct[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort((a, b) => a.localeCompare(b));
}

function searchText(product: CatalogProduct): string {
  return [product.name, product.description, product.category, product.sku, product.brand, ...product.tags]
    .join('\n')
    .toLowerCase();
}

/** Each product's search text, made once per product object (the store searches thousands on every key). */
const searchTexts = new WeakMap<CatalogProduct, string>();

function searchTextOf(product: CatalogProduct): string {
  let text = searchTexts.get(product);
  if (text === undefined) {
    text = searchText(product);
    searchTexts.set(product, text);
  }
  return text;
}

const searchWords = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

const hasWords = (product: CatalogProduct, words: string[]) =>
  words.every((word) => searchTextOf(product).includes(word));

/** Every word of the query must appear in the name, description, category, SKU, brand or tags. */
export function matchesSearch(product: CatalogProduct, query: string): boolean {
  return hasWords(product, searchWords(query));
}

// `localeCompare` without arguments, made once: a collator compares far faster than a call per pair.
const collator = new Intl.Collator();
const byName = (a: CatalogProduct, b: CatalogProduct) => collator.compare(a.name, b.name);

const COMPARATORS: Record<SortKey, (a: CatalogProduct, b: CatalogProduct) => number> = {
  name: byName,
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  category: (a, b) => collator.compare(a.category, b.category) || byName(a, b),
};

/** The catalogue in each order, sorted once per catalogue (a filter keeps the order it is given). */
const sortedCatalogues = new WeakMap<readonly CatalogProduct[], Partial<Record<SortKey, CatalogProduct[]>>>();

function sortedBy(products: readonly CatalogProduct[], sort: SortKey): CatalogProduct[] {
  let orders = sortedCatalogues.get(products);
  if (!orders) {
    orders = {};
    sortedCatalogues.set(products, orders);
  }
  return (orders[sort] ??= [...products].sort(COMPARATORS[sort]));
}

/**
 * The products to show, in order. The top of the price slider means "and above", so a product
 * dearer than the slider's maximum is not hidden by the default range.
 */
export function applyFilters(products: readonly CatalogProduct[], filters: StoreFilters): CatalogProduct[] {
  const categories = new Set(filters.categories);
  const noUpperLimit = filters.maxPrice >= PRICE_SLIDER.max;
  const words = searchWords(filters.search);
  return sortedBy(products, filters.sort).filter(
    (product) =>
      (categories.size === 0 || categories.has(product.category)) &&
      product.price >= filters.minPrice &&
      (noUpperLimit || product.price <= filters.maxPrice) &&
      hasWords(product, words),
  );
}
