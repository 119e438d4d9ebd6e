import { rupees } from '@robo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFile, catalogProduct } from '../../../test/catalog-fixtures';
import { stubScreenWidth } from '../../../test/match-media';
import { renderWithProviders } from '../../../test/render';
import { storeFirstPage } from '../lib/store-first-page';
import StorePage from './StorePage';

const pickbot = catalogProduct({
  name: 'PickBot Kit',
  slug: 'pickbot-kit',
  category: 'Robotics Kits',
  price: rupees(4999),
  originalPrice: rupees(7500),
  sku: 'RL-KIT-PB01',
  inventory: 40,
});
const junior = catalogProduct({
  name: 'Eco City Junior',
  slug: 'eco-city-junior',
  category: 'Robotics Kits',
  price: rupees(1999),
  originalPrice: rupees(3500),
  inventory: 4,
});
const circuit = catalogProduct({
  name: 'Circuit Starter',
  slug: 'circuit-starter',
  category: 'Electronics',
  price: rupees(899),
  originalPrice: rupees(1299),
  inventory: 0,
});
const blocks = catalogProduct({
  name: 'CodeBlocks',
  slug: 'codeblocks',
  category: 'Coding',
  price: rupees(2499),
  originalPrice: rupees(2499),
  inventory: 30,
});
const CATALOGUE = catalogFile([pickbot, junior, circuit, blocks]);

function serveCatalog(response: () => Promise<Response> | Response = () => Response.json(CATALOGUE)) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStore(route = '/store') {
  return renderWithProviders(<StorePage />, { route, path: '/store' });
}

const cards = () => screen.getAllByRole('article');
const card = (index: number): HTMLElement => {
  const found = cards()[index];
  if (!found) throw new Error(`No product card at ${index}`);
  return found;
};
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('store page', () => {
  it('shows 6 skeletons while the catalogue loads', async () => {
    stubScreenWidth(1280);
    serveCatalog(() => new Promise<Response>(() => undefined));
    renderStore();
    expect(screen.getByRole('heading', { level: 1, name: 'Store' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('status', { name: 'Loading products' })).getAllByTestId('product-skeleton'),
    ).toHaveLength(6);
  });

  it('lists the catalogue with prices, badges and links', async () => {
    stubScreenWidth(1280);
    const fetchMock = serveCatalog();
    renderStore();
    expect(await screen.findByText('4 products found')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/catalog.json');
    expect(cardNames()).toEqual(['Circuit Starter', 'CodeBlocks', 'Eco City Junior', 'PickBot Kit']);

    const pickbotCard = card(3);
    expect(within(pickbotCard).getByText('33% OFF')).toBeInTheDocument();
    expect(within(pickbotCard).getByText('In stock')).toBeInTheDocument();
    expect(within(pickbotCard).getByText('₹4,999')).toBeInTheDocument();
    expect(within(pickbotCard).getByText('₹7,500', { exact: false }).closest('s')).not.toBeNull();
    expect(within(pickbotCard).getByText('Robotics Kits · SKU: RL-KIT-PB01')).toBeInTheDocument();
    expect(within(pickbotCard).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/product/pickbot-kit',
    );
    expect(within(pickbotCard).getByRole('img', { name: 'PickBot Kit' })).toBeInTheDocument();

    expect(within(card(2)).getByText('Few left')).toBeInTheDocument();
    expect(within(card(1)).queryByText(/% OFF/)).not.toBeInTheDocument();

    const soldOut = card(0);
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    expect(within(soldOut).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(within(soldOut).queryByRole('link', { name: /View Details/ })).not.toBeInTheDocument();
  });

  it('filters by category and search, keeps them in the address bar, and clears them', async () => {
    stubScreenWidth(1280);
    serveCatalog();
    const user = userEvent.setup({ delay: null });
    renderStore();
    await screen.findByText('4 products found');
    expect(screen.queryByText('Filters active')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Robotics Kits' }));
    expect(cardNames()).toEqual(['Eco City Junior', 'PickBot Kit']);
    expect(screen.getByText('2 products found')).toBeInTheDocument();
    expect(screen.getByText('Filters active')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'pick');
    expect(cardNames()).toEqual(['PickBot Kit']);

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getByText('4 products found')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Robotics Kits' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('starts from the filters in a shared link', async () => {
    stubScreenWidth(1280);
    serveCatalog();
    renderStore('/store?category=Electronics&category=Coding&sort=price-desc&view=list');
    await screen.findByText('2 products found');
    expect(cardNames()).toEqual(['CodeBlocks', 'Circuit Starter']);
    expect(screen.getByRole('checkbox', { name: 'Coding' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: High to Low');
  });

  it('sorts with the four sorts', async () => {
    stubScreenWidth(1280);
    serveCatalog();
    const user = userEvent.setup({ delay: null });
    renderStore();
    await screen.findByText('4 products found');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Name A-Z',
      'Price: Low to High',
      'Price: High to Low',
      'Category',
    ]);
    await user.click(screen.getByRole('option', { name: 'Price: Low to High' }));
    expect(cardNames()).toEqual(['Circuit Starter', 'Eco City Junior', 'CodeBlocks', 'PickBot Kit']);
  });

  it('shows the empty state with a way back', async () => {
    stubScreenWidth(1280);
    serveCatalog();
    const user = userEvent.setup({ delay: null });
    renderStore('/store?q=drone');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.getByText('4 products found')).toBeInTheDocument();
  });

  it('says so when the catalogue cannot be loaded', async () => {
    stubScreenWidth(1280);
    serveCatalog(() => new Response('down', { status: 503 }));
    renderStore();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products');
  });

  it('shows 12 products at first and 12 more with each Show more products; a new search starts again', async () => {
    stubScreenWidth(1280);
    const many = catalogFile(
      Array.from({ length: 30 }, (_, i) =>
        catalogProduct({ name: `Kit ${String(i).padStart(2, '0')}`, category: i < 20 ? 'Coding' : 'Electronics' }),
      ),
    );
    serveCatalog(() => Response.json(many));
    const user = userEvent.setup({ delay: null });
    renderStore();
    expect(await screen.findByText('30 products found')).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(cards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Coding' }));
    expect(await screen.findByText('20 products found')).toBeInTheDocument();
    expect(cardNames()).toEqual(Array.from({ length: 12 }, (_, i) => `Kit ${String(i).padStart(2, '0')}`));
  });

  it("shows the server's first page without the catalogue; a search fetches it and waits for it", async () => {
    stubScreenWidth(1280);
    const many = catalogFile([
      ...Array.from({ length: 29 }, (_, i) => catalogProduct({ name: `Kit ${String(i).padStart(2, '0')}` })),
      catalogProduct({ name: 'Rover' }),
    ]);
    let arrive: (response: Response) => void = () => undefined;
    const catalogArrives = new Promise<Response>((resolve) => (arrive = resolve));
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/catalog.json' ? catalogArrives : Response.json({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    // As main.tsx seeds it from the server's page data (ssr-data.ts).
    renderWithProviders(<StorePage />, {
      route: '/store',
      path: '/store',
      serverData: { storeFirstPage: storeFirstPage(many) },
    });

    expect(await screen.findByText('30 products found')).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show more products' })).toBeInTheDocument();
    const catalogFetches = () => fetchMock.mock.calls.filter((call) => call[0] === '/catalog.json').length;
    expect(catalogFetches()).toBe(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'rover');
    expect(catalogFetches()).toBe(1);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    arrive(Response.json(many));
    expect(await screen.findByText('1 products found')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Rover']);
  });

  it("shows live stock on the server's first page, without fetching the catalogue", async () => {
    stubScreenWidth(1280);
    const soldOut = catalogProduct({ name: 'Rover', inventory: 4 });
    const file = catalogFile([soldOut, catalogProduct({ name: 'Arm' })]);
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/stock' ? Response.json({ [soldOut.id]: 0 }) : Response.json({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StorePage />, {
      route: '/store',
      path: '/store',
      serverData: { storeFirstPage: storeFirstPage(file) },
    });

    // The server's copy said 4 left; the live figure says none.
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View Details: Arm' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((call) => call[0] === '/catalog.json')).toBe(false);
  });

  it("fetches the rest when Show more products is pressed on the server's first page", async () => {
    stubScreenWidth(1280);
    const many = catalogFile(
      Array.from({ length: 30 }, (_, i) => catalogProduct({ name: `Kit ${String(i).padStart(2, '0')}` })),
    );
    serveCatalog(() => Response.json(many));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StorePage />, {
      route: '/store',
      path: '/store',
      serverData: { storeFirstPage: storeFirstPage(many) },
    });
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  });

  it('puts the filters in a slide-in panel on small screens', async () => {
    stubScreenWidth(400);
    serveCatalog();
    const user = userEvent.setup({ delay: null });
    renderStore();
    await screen.findByText('4 products found');
    expect(screen.queryByRole('checkbox', { name: 'Coding' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Coding' }));
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Coding' })).not.toBeInTheDocument());
    expect(cardNames()).toEqual(['CodeBlocks']);
  });
});

describe('store page in Hindi and Marathi', () => {
  it('labels the grid, its cards, filters and sort in Hindi; products and categories stay as the catalogue names them', async () => {
    stubScreenWidth(1280);
    serveCatalog();
    renderWithProviders(<StorePage />, { route: '/store', path: '/store', language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'स्टोर' })).toBeInTheDocument();
    expect(await screen.findByText('4 प्रोडक्ट मिले')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम से लगाएँ' })).toHaveTextContent('नाम (A-Z)');
    expect(screen.getByRole('heading', { name: 'फ़िल्टर' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Robotics Kits' })).toBeInTheDocument();

    const pickbotCard = card(3);
    expect(within(pickbotCard).getByRole('heading', { name: 'PickBot Kit' })).toBeInTheDocument();
    expect(within(pickbotCard).getByText('33% छूट')).toBeInTheDocument();
    expect(within(pickbotCard).getByText('स्टॉक में है')).toBeInTheDocument();
    expect(within(pickbotCard).getByText('Robotics Kits · प्रोडक्ट कोड: RL-KIT-PB01')).toBeInTheDocument();
    expect(within(pickbotCard).getByRole('link', { name: 'विवरण देखें: PickBot Kit' })).toBeInTheDocument();
    expect(within(card(0)).getByRole('button', { name: 'स्टॉक में नहीं' })).toBeDisabled();
  });

  it('counts one product in Marathi and offers to clear the filters when nothing matches', async () => {
    stubScreenWidth(1280);
    serveCatalog();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<StorePage />, { route: '/store?q=PickBot', path: '/store', language: 'mr' });
    expect(await screen.findByText('1 प्रॉडक्ट सापडले')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'प्रॉडक्ट शोधा' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'एकही प्रॉडक्ट सापडले नाही' })).toBeInTheDocument();
    // The panel's button and the empty state's.
    expect(screen.getAllByRole('button', { name: 'सर्व फिल्टर काढा' })).toHaveLength(2);
  });
});
