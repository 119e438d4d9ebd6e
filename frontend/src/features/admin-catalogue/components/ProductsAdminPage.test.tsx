import { rupees } from '@robo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupUser } from '../../../test/admin/setup-user';
import { fakeApi, json, jsonError, signedIn, type Route } from '../../../test/admin/fake-api';
import { makeProduct } from '../../../test/admin/fixtures';

const kit = makeProduct();
const arduino = makeProduct({
  id: 'el-arduino',
  name: 'Arduino Starter Pack',
  slug: 'arduino-starter-pack',
  sku: 'EL-ARD-02',
  category: 'Electronics',
  price: rupees(1999),
  mrp: rupees(1999),
  inventory: 4,
  lowStockThreshold: 5,
  thumbnail: '',
});
const cards = makeProduct({
  id: 'cd-cards',
  name: 'Scratch Coding Cards',
  slug: 'scratch-coding-cards',
  sku: 'CD-SC-03',
  category: 'Coding',
  inventory: 0,
  isActive: false,
});
const catalogInfo = { totalProducts: 2, lastUpdated: null };

function productsApi(products: Route = [kit, arduino, cards], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...signedIn,
    'GET /api/admin/products': products,
    'GET /api/admin/catalog/info': catalogInfo,
    ...extra,
  });
}

const productCard = (name: string) => screen.findByRole('article', { name });
const counter = (name: string) =>
  within(screen.getByRole('region', { name: 'Product counts' })).getByRole('group', { name });

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin/products list', () => {
  it('shows the catalogue summary and syncs it', async () => {
    const user = setupUser();
    const api = productsApi(undefined, { 'POST /api/admin/catalog/sync': { queued: true } });
    renderApp('/admin/products');
    expect(await screen.findByText('Catalog: 2 products · Last sync: Never')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync Catalog' }));
    expect(await screen.findByText('Catalog synced successfully')).toBeInTheDocument();
    expect(api.to('POST /api/admin/catalog/sync')).toHaveLength(1);
    // The summary is asked for again after the sync.
    await waitFor(() => expect(api.to('GET /api/admin/catalog/info')).toHaveLength(2));
  });

  it('reports a failed sync', async () => {
    const user = setupUser();
    productsApi(undefined, { 'POST /api/admin/catalog/sync': jsonError(503, 'Queue unavailable') });
    renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Sync Catalog' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to sync catalog');
    expect(toast).toHaveTextContent('Queue unavailable');
  });

  it('shows when the catalogue was last written', async () => {
    productsApi(undefined, {
      'GET /api/admin/catalog/info': { totalProducts: 2, lastUpdated: '2025-07-01T10:30:00.000Z' },
    });
    renderApp('/admin/products');
    expect(await screen.findByText(/Last sync: 1 Jul 2025/)).toBeInTheDocument();
  });

  it('counts total, active, low stock and out of stock', async () => {
    productsApi();
    renderApp('/admin/products');
    await productCard('Line Follower Robot Kit');
    expect(counter('Total Products')).toHaveTextContent('3');
    expect(counter('Active')).toHaveTextContent('2');
    expect(counter('Low Stock')).toHaveTextContent('2');
    expect(counter('Out of Stock')).toHaveTextContent('1');
  });

  it('shows each card with its badges, prices and details', async () => {
    productsApi();
    renderApp('/admin/products');
    const kitCard = await productCard('Line Follower Robot Kit');
    expect(within(kitCard).getByRole('img', { name: 'Line Follower Robot Kit' })).toHaveAttribute(
      'src',
      '/uploads/products/lf-thumb',
    );
    expect(kitCard).toHaveTextContent('In Stock');
    expect(kitCard).toHaveTextContent('SKU: RK-LF-01');
    expect(kitCard).toHaveTextContent('₹2,499');
    expect(within(kitCard).getByText('₹3,499').tagName).toBe('S');
    expect(kitCard).toHaveTextContent('Category: Robotics Kits');
    expect(kitCard).toHaveTextContent('Inventory: 25');
    expect(kitCard).toHaveTextContent('Age: 8-14 years');
    expect(kitCard).not.toHaveTextContent('Inactive');

    const arduinoCard = await productCard('Arduino Starter Pack');
    expect(arduinoCard).toHaveTextContent('Low Stock');
    expect(arduinoCard).toHaveTextContent('No image');
    expect(arduinoCard.querySelector('s')).toBeNull(); // MRP equals the price

    const cardsCard = await productCard('Scratch Coding Cards');
    expect(cardsCard).toHaveTextContent('Out of Stock');
    expect(cardsCard).toHaveTextContent('Inactive');
  });

  it('searches by name, SKU or category, ignoring case', async () => {
    const user = setupUser();
    productsApi();
    renderApp('/admin/products');
    await productCard('Line Follower Robot Kit');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'el-ard');
    expect(screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Arduino Starter Pack',
    ]);
    await user.clear(search);
    await user.type(search, 'CODING');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(await productCard('Scratch Coding Cards')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'drone');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('No products match your search.')).toBeInTheDocument();
  });

  it('invites the first product when there are none', async () => {
    productsApi([]);
    renderApp('/admin/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first product.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the error state when the list fails', async () => {
    let fail!: () => void;
    const pending = new Promise<Response>((resolve) => {
      fail = () => resolve(new Response('boom', { status: 500 }));
    });
    productsApi(() => pending);
    renderApp('/admin/products');
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    fail();
    expect(await screen.findByText('Error loading products')).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('deletes a product after a confirmation', async () => {
    const user = setupUser();
    const api = productsApi(undefined, {
      'DELETE /api/admin/products/el-arduino': new Response(null, { status: 204 }),
    });
    renderApp('/admin/products');
    await user.click(within(await productCard('Arduino Starter Pack')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Arduino Starter Pack?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(api.to('DELETE /api/admin/products/el-arduino')).toHaveLength(1);
  });

  it("titles a failed delete 'Error deleting product' with the server text", async () => {
    const user = setupUser();
    productsApi(undefined, { 'DELETE /api/admin/products/el-arduino': jsonError(409, 'Product has open orders') });
    renderApp('/admin/products');
    await user.click(within(await productCard('Arduino Starter Pack')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error deleting product');
    expect(toast).toHaveTextContent('Product has open orders');
  });
});

async function openCreateDialog(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  return screen.findByRole('dialog', { name: 'Create New Product' });
}

/** Fills every required field of a new product (ending on the Pricing tab). */
async function fillRequiredFields(user: ReturnType<typeof setupUser>, dialog: HTMLElement) {
  const field = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
  await user.type(field(/Product ID/), 'rk-smart-car');
  await user.type(field(/SKU/), 'RK-SC-01');
  await user.type(field(/Product Name/), 'Smart Car 2.0 Kit!');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Robotics Kits');
  await user.type(field(/Age Range/), '10-14 years');
  await user.type(field(/Summary/), 'A smart car that avoids obstacles.');
  await user.click(within(dialog).getByRole('tab', { name: 'Pricing' }));
  await user.type(within(dialog).getByRole('spinbutton', { name: /Selling Price/ }), '2999.9');
  await user.type(within(dialog).getByRole('spinbutton', { name: /MRP/ }), '3999');
}

describe('/admin/products form', () => {
  it('has four tabs and the spec §3 defaults', async () => {
    const user = setupUser();
    productsApi([]);
    renderApp('/admin/products');
    const dialog = await openCreateDialog(user);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Basic Info', 'Pricing', 'Images', 'Details']);
    expect(within(dialog).getByRole('switch', { name: 'Active (shown in the store)' })).toBeChecked();
    await user.click(within(dialog).getByRole('tab', { name: 'Pricing' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Low Stock Threshold' })).toHaveValue(10);
    expect(within(dialog).getByRole('switch', { name: 'Price includes tax' })).toBeChecked();
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByRole('textbox', { name: /Shipping Info/ })).toHaveValue('Pan-India, 3–5 business days');
    expect(within(dialog).getByRole('textbox', { name: /Warranty/ })).toHaveValue('6 months limited');
    expect(within(dialog).getByRole('textbox', { name: /Return Policy/ })).toHaveValue('7-day replacement');
    expect(within(dialog).getByRole('textbox', { name: 'CTA Button Label' })).toHaveValue('Buy Now');
  });

  it('creates a product: slug from the name, whole numbers, trimmed lists', async () => {
    const user = setupUser();
    let release!: () => void;
    const saved = new Promise<Response>((resolve) => {
      release = () => resolve(json(makeProduct({ id: 'rk-smart-car' }), 201));
    });
    const api = productsApi([], { 'POST /api/admin/products': () => saved });
    renderApp('/admin/products');
    const dialog = await openCreateDialog(user);
    const field = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
    await fillRequiredFields(user, dialog);
    // Filled from the name (the Basic Info tab is now out of sight).
    expect(within(dialog).getByRole('textbox', { name: /URL Slug/, hidden: true })).toHaveValue('smart-car-20-kit');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Inventory' }), '40');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Low Stock Threshold' }));

    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    await user.type(field('Features'), '  Ultrasonic sensor \n\n Bluetooth app  ');
    await user.type(field('Tags'), ' robotics, , car ');

    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(api.to('POST /api/admin/products')[0]?.body).toMatchObject({
      id: 'rk-smart-car',
      sku: 'RK-SC-01',
      name: 'Smart Car 2.0 Kit!',
      slug: 'smart-car-20-kit',
      category: 'Robotics Kits',
      price: 2999,
      mrp: 3999,
      inventory: 40,
      lowStockThreshold: 10,
      features: ['Ultrasonic sensor', 'Bluetooth app'],
      boxContents: [],
      tags: ['robotics', 'car'],
      taxIncluded: true,
      ctaLabel: 'Buy Now',
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("titles a refused create 'Error creating product' with the server text", async () => {
    const user = setupUser();
    productsApi([], { 'POST /api/admin/products': jsonError(409, 'A product with this slug already exists') });
    renderApp('/admin/products');
    const dialog = await openCreateDialog(user);
    await fillRequiredFields(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error creating product: A product with this slug already exists',
    );
    expect(screen.getByText('Error creating product')).toBeInTheDocument(); // the toast title
    expect(within(dialog).getByRole('button', { name: 'Save Product' })).toBeEnabled();
  });

  it('opens the tab holding the first problem and shows the rule', async () => {
    const user = setupUser();
    const api = productsApi([]);
    renderApp('/admin/products');
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByRole('tab', { name: 'Basic Info', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByText('Product ID is required')).toBeVisible();
    expect(within(dialog).getByText('Category is required')).toBeVisible();
    expect(api.to('POST /api/admin/products')).toHaveLength(0);
  });

  it('edits a product in a dialog titled with its name', async () => {
    const user = setupUser();
    const api = productsApi(undefined, { 'PUT /api/admin/products/rk-line-follower': kit });
    renderApp('/admin/products');
    await user.click(within(await productCard('Line Follower Robot Kit')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line Follower Robot Kit' });
    const name = within(dialog).getByRole('textbox', { name: /Product Name/ });
    await user.clear(name);
    await user.type(name, 'Line Follower Pro');
    // An existing product keeps its address.
    expect(within(dialog).getByRole('textbox', { name: /URL Slug/ })).toHaveValue('line-follower-robot-kit');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT /api/admin/products/rk-line-follower')[0]?.body).toMatchObject({
      name: 'Line Follower Pro',
      slug: 'line-follower-robot-kit',
      descriptionHtml: '<p>Fun kit</p>',
    });
  });

  it("shows an existing product's stock and adjusts it with a reason, leaving stock out of the edit", async () => {
    const user = setupUser();
    const stock = {
      productId: 'rk-line-follower',
      onHand: 10,
      held: 2,
      available: 8,
      movements: [
        {
          id: 1,
          at: '2026-06-05T04:30:00.000Z',
          delta: -2,
          reason: 'order_hold',
          note: null,
          orderId: 'ORD-AB12CD34',
          actor: 'system',
          availableAfter: 8,
          onHandAfter: 10,
        },
      ],
    };
    const api = productsApi(undefined, {
      'GET /api/admin/products/rk-line-follower/stock': stock,
      'POST /api/admin/products/rk-line-follower/stock': { ...stock, onHand: 7, available: 5 },
      'PUT /api/admin/products/rk-line-follower': kit,
    });
    renderApp('/admin/products');
    await user.click(within(await productCard('Line Follower Robot Kit')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line Follower Robot Kit' });
    await user.click(within(dialog).getByRole('tab', { name: 'Pricing' }));
    expect(await within(dialog).findByText('10 on hand / 2 held by checkouts / 8 available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton', { name: 'Inventory' })).not.toBeInTheDocument();
    const history = within(dialog).getByRole('table', { name: 'Stock history' });
    expect(within(history).getByText('Checkout hold · ORD-AB12CD34')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Adjust stock' }));
    const adjust = await screen.findByRole('dialog', { name: 'Adjust stock' });
    await user.type(within(adjust).getByRole('spinbutton', { name: /Units/ }), '-3');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust' }));
    expect(within(adjust).getByText('Stock received adds units: delta must be above 0')).toBeInTheDocument();
    await user.click(within(adjust).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Damaged' }));
    await user.type(within(adjust).getByRole('textbox', { name: 'Note' }), 'Dropped');
    await user.click(within(adjust).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust stock' })).not.toBeInTheDocument());
    const [post] = api.to('POST /api/admin/products/rk-line-follower/stock');
    expect(post?.body).toEqual({ delta: -3, reason: 'damaged', note: 'Dropped' });
    expect(new Headers(post?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(api.to('PUT /api/admin/products/rk-line-follower')[0]?.body).not.toHaveProperty('inventory');
  });

  it("reports a refused save as 'Error updating product' with the server text", async () => {
    const user = setupUser();
    productsApi(undefined, { 'PUT /api/admin/products/rk-line-follower': jsonError(409, 'SKU already exists') });
    renderApp('/admin/products');
    await user.click(within(await productCard('Line Follower Robot Kit')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Line Follower Robot Kit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error updating product: SKU already exists');
    expect(screen.getByText('Error updating product')).toBeInTheDocument(); // the toast title
  });
});

const MB = 1024 * 1024;
function imageFile(name: string, type = 'image/png', size = 2048): File {
  const file = new File(['png-bytes'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openImagesTab(user: ReturnType<typeof setupUser>) {
  const dialog = await openCreateDialog(user);
  await user.click(within(dialog).getByRole('tab', { name: 'Images' }));
  return dialog;
}

const uploadURL = 'http://localhost:3000/uploads/products/6f1c?expires=1750000000&sig=abc';

describe('/admin/products image uploads', () => {
  it('uploads a thumbnail to the signed URL and keeps the URL without its query', async () => {
    const user = setupUser();
    const api = productsApi([], {
      'POST /api/admin/upload/product-image': { uploadURL },
      'PUT http://localhost:3000/uploads/products/6f1c': new Response(null, { status: 200 }),
    });
    renderApp('/admin/products');
    const dialog = await openImagesTab(user);
    const file = imageFile('kit.png');
    await user.upload(within(dialog).getByLabelText('Thumbnail file'), file);

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Thumbnail URL' })).toHaveValue(
        'http://localhost:3000/uploads/products/6f1c',
      ),
    );
    expect(within(dialog).getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
      'src',
      'http://localhost:3000/uploads/products/6f1c',
    );
    const put = api.to('PUT http://localhost:3000/uploads/products/6f1c')[0];
    expect(put?.body).toBe(file);
    expect(put?.headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it('adds uploaded images to the list, which can be edited and trimmed', async () => {
    const user = setupUser();
    let n = 0;
    productsApi([], {
      'POST /api/admin/upload/product-image': () => ({ uploadURL: `/uploads/products/img-${++n}?sig=x` }),
      'PUT /uploads/products/img-1': new Response(null, { status: 200 }),
      'PUT /uploads/products/img-2': new Response(null, { status: 200 }),
    });
    renderApp('/admin/products');
    const dialog = await openImagesTab(user);
    await user.upload(within(dialog).getByLabelText('Image files'), [
      imageFile('a.png'),
      imageFile('b.webp', 'image/webp'),
    ]);
    expect(await within(dialog).findByRole('textbox', { name: 'Image URL 2' })).toHaveValue('/uploads/products/img-2');
    expect(within(dialog).getByRole('textbox', { name: 'Image URL 1' })).toHaveValue('/uploads/products/img-1');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    expect(within(dialog).getByRole('textbox', { name: 'Image URL 1' })).toHaveValue('/uploads/products/img-2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Image URL' }));
    expect(within(dialog).getByRole('textbox', { name: 'Image URL 2' })).toHaveValue('');
  });

  it('refuses a file that is not an image', async () => {
    const user = setupUser({ applyAccept: false });
    const api = productsApi([]);
    renderApp('/admin/products');
    const dialog = await openImagesTab(user);
    await user.upload(within(dialog).getByLabelText('Thumbnail file'), imageFile('notes.txt', 'text/plain'));
    expect(alertSpy).toHaveBeenCalledWith('File notes.txt is not an image');
    expect(api.to('POST /api/admin/upload/product-image')).toHaveLength(0);
  });

  it('refuses an image over 5 MB', async () => {
    const user = setupUser();
    const api = productsApi([]);
    renderApp('/admin/products');
    const dialog = await openImagesTab(user);
    await user.upload(within(dialog).getByLabelText('Image files'), [
      imageFile('ok.png'),
      imageFile('huge.jpg', 'image/jpeg', 6 * MB),
    ]);
    expect(alertSpy).toHaveBeenCalledWith('File huge.jpg is too large. Maximum size is 5MB');
    expect(api.to('POST /api/admin/upload/product-image')).toHaveLength(0);
  });

  it('refuses more than 5 images at once', async () => {
    const user = setupUser();
    productsApi([]);
    renderApp('/admin/products');
    const dialog = await openImagesTab(user);
    const six = Array.from({ length: 6 }, (_, i) => imageFile(`${i}.png`));
    await user.upload(within(dialog).getByLabelText('Image files'), six);
    expect(alertSpy).toHaveBeenCalledWith('You can upload at most 5 files at a time');
  });

  it('disables the upload buttons while uploading and alerts when the upload fails', async () => {
    const user = setupUser();
    let refuse!: () => void;
    const put = new Promise<Response>((resolve) => {
      refuse = () => resolve(new Response('Forbidden', { status: 403 }));
    });
    productsApi([], {
      'POST /api/admin/upload/product-image': { uploadURL },
      'PUT http://localhost:3000/uploads/products/6f1c': () => put,
    });
    renderApp('/admin/products');
    const dialog = await openImagesTab(user);
    await user.upload(within(dialog).getByLabelText('Thumbnail file'), imageFile('kit.png'));
    const busy = await within(dialog).findAllByRole('button', { name: /Uploading\.\.\./ });
    expect(busy).toHaveLength(2);
    busy.forEach((button) => expect(button).toBeDisabled());
    refuse();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Upload failed. Please try again.'));
    expect(await within(dialog).findByRole('button', { name: 'Upload Thumbnail' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: 'Thumbnail URL' })).toHaveValue('');
  });
});
