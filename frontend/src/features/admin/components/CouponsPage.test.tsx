import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupUser } from '../test/setup-user';
import { fakeApi, jsonError, signedIn } from '../test/fake-api';
import { makeCoupon } from '../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const save50 = makeCoupon();
const usedUp = makeCoupon({ id: 2, code: 'FIRST5', discountAmount: 2550, usageLimit: 5, usedCount: 7 });
const switchedOff = makeCoupon({ id: 3, code: 'OFF100', discountAmount: 10000, usedCount: 0, isActive: false });

const couponRow = async (code: string) => (await screen.findByRole('rowheader', { name: code })).closest('tr')!;

describe('/admin/coupons', () => {
  it('shows code, discount, a usage bar capped at 100 percent and the Active/Inactive rule', async () => {
    fakeApi({ ...signedIn, 'GET /api/admin/coupons': [save50, usedUp, switchedOff] });
    renderApp('/admin/coupons');

    const active = await couponRow('SAVE50');
    expect(active).toHaveTextContent('₹50');
    expect(within(active).getByRole('progressbar', { name: 'Usage of SAVE50' })).toHaveAttribute('aria-valuenow', '30');
    expect(active).toHaveTextContent('3 / 10 used');
    expect(active).toHaveTextContent('Active');

    const overUsed = await couponRow('FIRST5');
    expect(overUsed).toHaveTextContent('₹25.50');
    expect(within(overUsed).getByRole('progressbar', { name: 'Usage of FIRST5' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(overUsed).toHaveTextContent('7 / 5 used');
    expect(overUsed).toHaveTextContent('Inactive');

    expect(await couponRow('OFF100')).toHaveTextContent('Inactive');
  });

  it('takes the discount in rupees and sends it in paise', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [],
      'POST /api/admin/coupons': makeCoupon({ code: 'DIWALI', discountAmount: 14950 }),
    });
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'diwali');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Discount/ }), '149.50');
    const limit = within(dialog).getByRole('spinbutton', { name: /Usage limit/ });
    expect(limit).toHaveValue(1);
    await user.clear(limit);
    await user.type(limit, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));

    expect(await screen.findByText('Coupon created')).toBeInTheDocument();
    expect(api.to('POST /api/admin/coupons')[0]?.body).toEqual({
      code: 'DIWALI',
      discountAmount: 14950,
      usageLimit: 25,
      isActive: true,
    });
  });

  it('shows the coupon rules before asking the server', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/coupons': [] });
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'A');
    const limit = within(dialog).getByRole('spinbutton', { name: /Usage limit/ });
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(dialog).findByText('Coupon code must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Usage limit must be at least 1')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'B');
    await user.clear(limit);
    await user.type(limit, '1');
    // ₹0 passes the form's own rule but not the stored amount's.
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(dialog).findByText('Discount must be at least ₹0.01')).toBeInTheDocument();
    expect(api.to('POST /api/admin/coupons')).toHaveLength(0);
  });

  it('edits a coupon, showing the stored paise as rupees', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/coupons': [usedUp], 'PUT /api/admin/coupons/2': usedUp });
    renderApp('/admin/coupons');
    await user.click(within(await couponRow('FIRST5')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FIRST5' });
    const discount = within(dialog).getByRole('spinbutton', { name: /Discount/ });
    expect(discount).toHaveValue(25.5);
    await user.clear(discount);
    await user.type(discount, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Coupon updated')).toBeInTheDocument();
    expect(api.to('PUT /api/admin/coupons/2')[0]?.body).toEqual({
      code: 'FIRST5',
      discountAmount: 3000,
      usageLimit: 5,
      isActive: true,
    });
  });

  it('reports a duplicate code', async () => {
    const user = setupUser();
    fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [save50],
      'POST /api/admin/coupons': jsonError(409, 'Coupon code already exists'),
    });
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'save50');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Discount/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create coupon: Coupon code already exists',
    );
  });

  it('deletes after a confirmation', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [save50],
      'DELETE /api/admin/coupons/1': new Response(null, { status: 204 }),
    });
    renderApp('/admin/coupons');
    await user.click(within(await couponRow('SAVE50')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete coupon SAVE50?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Coupon deleted')).toBeInTheDocument();
    expect(api.to('DELETE /api/admin/coupons/1')).toHaveLength(1);
  });

  it("titles a failed delete 'Error'", async () => {
    const user = setupUser();
    fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [save50],
      'DELETE /api/admin/coupons/1': new Response(null, { status: 500 }),
    });
    renderApp('/admin/coupons');
    await user.click(within(await couponRow('SAVE50')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to delete coupon');
  });

  it('logs out to the dashboard, which then asks for the password', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [save50],
      'POST /api/admin/logout': new Response(null, { status: 204 }),
    });
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(api.to('POST /api/admin/logout')).toHaveLength(1);
  });
});
