import { screen, waitFor, within } from '@testing-library/react';
import { REPORT_NAMES, REPORT_RANGE_MESSAGES, STORE_EDITION_NOTE, type ReportName } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeApi, jsonError, signedIn, type Route } from '../../../test/admin/fake-api';
import { makeEdition } from '../../../test/admin/fixtures';
import { setupUser } from '../../../test/admin/setup-user';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page and the charts load as a lazy chunk; the first render can take a few seconds on a busy machine. */
const LAZY_PAGE = { timeout: 20_000 };
const JUNE = { from: '2026-06-01', to: '2026-06-30' };
const ROWS: Partial<Record<ReportName, object[]>> = {
  revenue: [
    { stream: 'Tickets', sales: 3, collected: 264700, refunded: 64800, net: 199900 },
    { stream: 'Total', sales: 3, collected: 264700, refunded: 64800, net: 199900 },
  ],
  venues: [{ venue: 'Pune Central', city: 'Pune', seats: 1200, collected: 41880000, refunded: 0, net: 41880000 }],
};

const EDITIONS = [makeEdition(), makeEdition({ id: 2, name: 'RoboLeague 12th', status: 'draft' })];

function reportRoutes(override: Partial<Record<ReportName, Route>> = {}) {
  return {
    'GET /api/admin/editions': EDITIONS,
    ...Object.fromEntries(
      REPORT_NAMES.map((report) => [
        `GET /api/admin/reports/${report}`,
        override[report] ?? { report, ...JUNE, edition: { id: 1, name: EDITIONS[0]!.name }, rows: ROWS[report] ?? [] },
      ]),
    ),
  };
}

describe('/admin/reports', () => {
  it('shows each report with its figures and a CSV download for the range in the address', async () => {
    const api = fakeApi({ ...signedIn, ...reportRoutes() });
    renderApp('/admin/reports?from=2026-06-01&to=2026-06-30');
    const revenue = await screen.findByRole('table', { name: 'Revenue' }, LAZY_PAGE);
    expect(within(revenue).getAllByRole('row')[2]).toHaveTextContent(/Total\s*3\s*₹2,647\s*₹648\s*₹1,999/);
    const venues = await screen.findByRole('table', { name: 'By venue' });
    expect(within(venues).getByRole('row', { name: /Pune Central/ })).toHaveTextContent(/1,200\s*₹4,18,800/);
    const section = screen.getByRole('region', { name: 'By venue' });
    expect(within(section).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/venues/csv?from=2026-06-01&to=2026-06-30&edition=1',
    );
    expect(
      within(screen.getByRole('region', { name: 'By coupon' })).getByText('Nothing in this range.'),
    ).toBeInTheDocument();
    expect(api.first('GET /api/admin/reports/revenue').url).toContain('from=2026-06-01&to=2026-06-30&edition=1');
  }, 40_000);

  it('reports the edition on sale first, the one chosen next, and says store figures are every edition’s', async () => {
    const api = fakeApi({ ...signedIn, ...reportRoutes() });
    const user = setupUser();
    renderApp('/admin/reports?from=2026-06-01&to=2026-06-30');
    const revenue = await screen.findByRole('region', { name: 'Revenue' }, LAZY_PAGE);
    expect(within(revenue).getByText(STORE_EDITION_NOTE)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'By venue' })).queryByText(STORE_EDITION_NOTE)).toBeNull();
    const editions = () =>
      api.to('GET /api/admin/reports/venues').map((r) => new URL(r.url, 'http://x').searchParams.get('edition'));
    expect(editions()).toEqual(['1']);

    await user.click(screen.getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: 'RoboLeague 12th' }));
    await waitFor(() => expect(editions()).toContain('2'));
    expect(
      within(screen.getByRole('region', { name: 'By venue' })).getByRole('link', { name: 'Download CSV' }),
    ).toHaveAttribute('href', '/api/admin/reports/venues/csv?from=2026-06-01&to=2026-06-30&edition=2');

    await user.click(screen.getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: 'All editions' }));
    await waitFor(() => expect(editions()).toContain('all'));
    expect(within(revenue).queryByText(STORE_EDITION_NOTE)).toBeNull();
  }, 60_000);

  it('says what is wrong with a backwards range and asks the server nothing', async () => {
    const api = fakeApi({ ...signedIn, ...reportRoutes() });
    renderApp('/admin/reports?from=2026-06-30&to=2026-06-01');
    expect(await screen.findByText(REPORT_RANGE_MESSAGES.fromAfterTo, {}, LAZY_PAGE)).toBeInTheDocument();
    expect(api.to('GET /api/admin/reports/revenue')).toHaveLength(0);
  });

  it("shows the server's refusal in the report it concerns", async () => {
    fakeApi({ ...signedIn, ...reportRoutes({ tiers: jsonError(400, REPORT_RANGE_MESSAGES.tooLong) }) });
    renderApp('/admin/reports?from=2026-06-01&to=2026-06-30');
    const tiers = await screen.findByRole('region', { name: 'Early bird vs regular' }, LAZY_PAGE);
    expect(await within(tiers).findByText(REPORT_RANGE_MESSAGES.tooLong, {}, LAZY_PAGE)).toBeInTheDocument();
  }, 40_000);
});
