import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, UNRESTRICTED_COUPON, paise } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupUser } from '../../../test/admin/setup-user';
import { fakeApi, jsonError, signedIn } from '../../../test/admin/fake-api';
import { makeCoupon, makeEdition, makeVenue } from '../../../test/admin/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const save50 = makeCoupon();
const usedUp = makeCoupon({ id: 2, code: 'FIRST5', discountAmount: paise(2550), usageLimit: 5, usedCount: 7 });
const switchedOff = makeCoupon({ id: 3, code: 'OFF100', discountAmount: paise(10000), usedCount: 0, isActive: false });

/** The rest of the rule a coupon gets when only code, discount and limit are filled in: flat, everywhere, always. */
const OPEN_RULE = { kind: 'flat', ...UNRESTRICTED_COUPON };

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

  it('shows the kind, the days it is valid, and its uses, revenue and discount given', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [
        save50,
        makeCoupon({
          id: 4,
          code: 'FEST10',
          kind: 'percent',
          discountAmount: paise(0),
          percentOff: 10,
          validFrom: '2026-11-30T18:30:00.000Z',
          validUntil: '2026-12-31T18:30:00.000Z',
          redemptions: 12,
          revenuePaise: paise(376_800),
          discountGivenPaise: paise(42_000),
        }),
      ],
    });
    renderApp('/admin/coupons');
    const fest = await couponRow('FEST10');
    const cells = within(fest)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 2)).toEqual(['10%', '2026-12-01 – 2026-12-31']);
    expect(cells.slice(3, 6)).toEqual(['12', '₹3,768', '₹420']);
    expect(await couponRow('SAVE50')).toHaveTextContent('Always');
  });

  it('asks the server only for codes starting with the prefix typed', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/coupons': [save50] });
    renderApp('/admin/coupons');
    await couponRow('SAVE50');
    await user.type(screen.getByRole('textbox', { name: 'Code starts with' }), 'dps');
    await waitFor(() =>
      expect(api.to('GET /api/admin/coupons').map((request) => request.url)).toContain('/api/admin/coupons?prefix=DPS'),
    );
  });

  it('creates a percent coupon for some days, grade groups and venues, with limits', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [],
      'GET /api/admin/venues': [
        makeVenue({ id: 7, displayName: 'Pune — Baner' }),
        makeVenue({ id: 8, displayName: 'Mumbai — Powai' }),
      ],
      'GET /api/admin/editions': [makeEdition({ id: 12, name: 'RoboLeague 12th' })],
      'POST /api/admin/coupons': makeCoupon({ code: 'FEST10' }),
    });
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'fest10');
    await user.click(within(dialog).getByRole('radio', { name: 'Percent' }));
    expect(within(dialog).queryByRole('spinbutton', { name: /^Discount/ })).not.toBeInTheDocument();
    const percent = within(dialog).getByRole('spinbutton', { name: /Percent off/ });
    await user.type(percent, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(dialog).findByText(MESSAGES.percentOffRange)).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '10');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Uses per contact/ }), '2');
    const minimum = within(dialog).getByRole('spinbutton', { name: /Minimum booking amount/ });
    await user.clear(minimum);
    await user.type(minimum, '500');
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Valid until'), '2026-12-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bookings with a kit' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Std 1–2' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Mumbai — Powai' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: 'RoboLeague 12th' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));

    expect(await screen.findByText('Coupon created')).toBeInTheDocument();
    expect(api.to('POST /api/admin/coupons')[0]?.body).toEqual({
      code: 'FEST10',
      kind: 'percent',
      percentOff: 10,
      validFrom: '2026-11-30T18:30:00.000Z',
      validUntil: '2026-12-31T18:30:00.000Z',
      venueIds: [8],
      gradeGroups: ['std-1-2'],
      editionId: 12,
      appliesToTickets: true,
      appliesToKits: false,
      perContactLimit: 2,
      minAmountPaise: 50000,
      usageLimit: 1,
      isActive: true,
    });
  });

  it('refuses a coupon that applies to nothing, or ends before it starts', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/coupons': [], 'GET /api/admin/venues': [] });
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
    await user.type(within(dialog).getByRole('textbox', { name: /Coupon code/ }), 'oops');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Discount/ }), '50');
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-12-10');
    await user.type(within(dialog).getByLabelText('Valid until'), '2026-12-01');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Workshop tickets' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bookings with a kit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(dialog).findByText(MESSAGES.couponWindowOrder)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.couponAppliesToNothing)).toBeInTheDocument();
    expect(api.to('POST /api/admin/coupons')).toHaveLength(0);
  });

  it('creates codes in bulk and hands the CSV to the browser as a download', async () => {
    const user = setupUser();
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:codes';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const csv = '\uFEFFcode\r\nDPSABCDEFGH\r\nDPSJKMNPQRS\r\n';
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [],
      'GET /api/admin/venues': [],
      'POST /api/admin/coupons/bulk': new Response(csv, { status: 201, headers: { 'content-type': 'text/csv' } }),
    });
    renderApp('/admin/coupons');
    await user.click(await screen.findByRole('button', { name: 'Create Codes in Bulk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Coupon Codes' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code prefix/ }), 'dps');
    const count = within(dialog).getByRole('spinbutton', { name: /Number of codes/ });
    await user.clear(count);
    await user.type(count, '5001');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Discount/ }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create and Download CSV' }));
    expect(await within(dialog).findByText(MESSAGES.bulkCountRange)).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create and Download CSV' }));

    expect(await screen.findByText('2 coupon codes created')).toBeInTheDocument();
    expect(api.to('POST /api/admin/coupons/bulk')[0]?.body).toEqual({
      prefix: 'DPS',
      count: 2,
      discountAmount: 10000,
      usageLimit: 1,
      isActive: true,
      ...OPEN_RULE,
    });
    expect(clicked).toHaveBeenCalledTimes(1);
    // fetch drops the byte-order mark when it decodes the text; the codes are plain ASCII.
    expect(await created[0]?.text()).toBe('code\r\nDPSABCDEFGH\r\nDPSJKMNPQRS\r\n');
    clicked.mockRestore();
  });

  it('takes the discount in rupees and sends it in paise', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/coupons': [],
      'POST /api/admin/coupons': makeCoupon({ code: 'DIWALI', discountAmount: paise(14950) }),
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
      ...OPEN_RULE,
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
      ...OPEN_RULE,
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
