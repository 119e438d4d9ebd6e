import { screen, waitFor, within } from '@testing-library/react';
import { VENUE_TIME_MESSAGES, venueChangeUnconfirmed } from '@robo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupUser } from '../../../test/admin/setup-user';
import { fakeApi, jsonError, signedIn, signedOut } from '../../../test/admin/fake-api';
import { makeEdition, makeVenue } from '../../../test/admin/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const baner = makeVenue();
const { heldSeats: _h, paidSeats: _p, ...publicBaner } = baner;

const venueCard = (name: string) => screen.findByRole('article', { name });

/** A route that first refuses with a 409 carrying `paidBookings`, then answers `answer`. */
function conflictThen(refusal: { code: string; message: string; paidBookings: number }, answer: unknown) {
  let calls = 0;
  return () =>
    calls++ === 0 ? Response.json({ statusCode: 409, ...refusal }, { status: 409 }) : Response.json(answer);
}

/** Opens Pune — Baner's form, types `value` into the field labelled `label`, saves: the confirmation that opens. */
async function changeAndSave(user: ReturnType<typeof setupUser>, label: RegExp, value: string) {
  await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Pune — Baner' });
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return { dialog, confirm: await screen.findByRole('dialog', { name: /Tell the parents who paid/ }) };
}

describe('/admin/venues signed out', () => {
  it('shows the sign-in and no venue or seat count, reading none', async () => {
    const api = fakeApi({ ...signedOut, 'GET /api/venues': [publicBaner], 'GET /api/admin/venues': [baner] });
    renderApp('/admin/venues');
    expect(await screen.findByLabelText(/Password/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pune — Baner' })).not.toBeInTheDocument();
    expect(screen.queryByText(/seats/)).not.toBeInTheDocument();
    expect(api.to('GET /api/venues')).toHaveLength(0);
    expect(api.to('GET /api/admin/venues')).toHaveLength(0);
  });
});

describe('/admin/venues signed in', () => {
  it('lists every venue with its seats', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [baner, makeVenue({ id: 2, displayName: 'Mumbai — Andheri', isActive: false })],
    });
    renderApp('/admin/venues');
    const card = await venueCard('Pune — Baner');
    expect(card).toHaveTextContent('40 / 150 seats taken · 110 available');
    expect(card).toHaveTextContent('35 paid · 5 held awaiting payment');
    const inactive = await venueCard('Mumbai — Andheri');
    expect(inactive).toHaveTextContent('Inactive');
    expect(within(inactive).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(within(inactive).getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('shows the venue form messages and proposes 100 seats', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/venues': [] });
    renderApp('/admin/venues');
    await user.click(await screen.findByRole('button', { name: 'Add Venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Venue' });
    const seats = within(dialog).getByRole('spinbutton', { name: /Max seats/ });
    expect(seats).toHaveValue(100);
    await user.clear(seats);
    await user.click(within(dialog).getByRole('button', { name: 'Add Venue' }));
    for (const message of [
      'Venue name is required',
      'Display name is required',
      'City is required',
      'Address is required',
      VENUE_TIME_MESSAGES.startsAtInvalid,
      VENUE_TIME_MESSAGES.endsAtInvalid,
      'Must have at least 1 seat',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(api.to('POST /api/admin/venues')).toHaveLength(0);
  });

  it('adds a venue and lists it', async () => {
    const user = setupUser();
    const venues = [baner];
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': () => venues,
      'POST /api/admin/venues': ({ body }) => {
        const added = makeVenue({
          ...(body as object),
          id: 9,
          bookedSeats: 0,
          availableSeats: 80,
          heldSeats: 0,
          paidSeats: 0,
        });
        venues.push(added);
        return added;
      },
    });
    renderApp('/admin/venues');
    await user.click(await screen.findByRole('button', { name: 'Add Venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Venue' });
    await user.type(within(dialog).getByRole('textbox', { name: /Venue name/ }), 'nashik-college-road');
    await user.type(within(dialog).getByRole('textbox', { name: /Display name/ }), 'Nashik — College Road');
    await user.type(within(dialog).getByRole('textbox', { name: /City/ }), 'Nashik');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'BYK College Hall');
    await user.type(within(dialog).getByLabelText(/Starts \(India time\)/), '2027-09-20T09:00');
    await user.type(within(dialog).getByLabelText(/Ends \(India time\)/), '2027-09-20T13:00');
    const seats = within(dialog).getByRole('spinbutton', { name: /Max seats/ });
    await user.clear(seats);
    await user.type(seats, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Add Venue' }));

    expect(await screen.findByText('Venue added successfully')).toBeInTheDocument();
    expect(api.to('POST /api/admin/venues')[0]?.body).toEqual({
      name: 'nashik-college-road',
      displayName: 'Nashik — College Road',
      city: 'Nashik',
      address: 'BYK College Hall',
      startsAt: '2027-09-20T09:00',
      endsAt: '2027-09-20T13:00',
      bookingClosesAt: null,
      maxSeats: 80,
      isActive: true,
    });
    expect(await venueCard('Nashik — College Road')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a venue', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/venues': [baner], 'PUT /api/admin/venues/1': baner });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pune — Baner' });
    const seats = within(dialog).getByRole('spinbutton', { name: /Max seats/ });
    expect(seats).toHaveValue(150);
    await user.clear(seats);
    await user.type(seats, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Venue updated successfully')).toBeInTheDocument();
    expect(api.to('PUT /api/admin/venues/1')[0]?.body).toMatchObject({ maxSeats: 200, displayName: 'Pune — Baner' });
  });

  it('reports a refused edit with the server reason', async () => {
    const user = setupUser();
    fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [baner],
      'PUT /api/admin/venues/1': jsonError(409, 'Max seats cannot be less than the seats already booked'),
    });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pune — Baner' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const reason = 'Failed to update venue: Max seats cannot be less than the seats already booked';
    // The dialog stays open and says why; the toast (titled 'Error') says the same behind it.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText(reason)).toHaveLength(2);
  });

  it('deactivates a venue without paid bookings after a confirmation that registrations are kept', async () => {
    const user = setupUser();
    const unpaid = makeVenue({ paidSeats: 0 });
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [unpaid],
      'PUT /api/admin/venues/1/deactivate': { ...unpaid, isActive: false },
    });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Pune — Baner?' });
    expect(dialog).toHaveTextContent('The venue will be hidden from users, but its registrations are preserved.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Venue deactivated successfully')).toBeInTheDocument();
    expect(api.to('PUT /api/admin/venues/1/deactivate').map((request) => request.body)).toEqual([{}]);
  });

  it('asks where paid bookings go before deactivating, and says what became of them', async () => {
    const user = setupUser();
    const powai = makeVenue({ id: 2, name: 'mumbai-powai', displayName: 'Mumbai — Powai', availableSeats: 80 });
    const closed = makeVenue({ id: 3, name: 'pune-old', displayName: 'Pune — Old', isActive: false });
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [baner, powai, closed],
      'PUT /api/admin/venues/1/deactivate': {
        ...baner,
        isActive: false,
        bookings: {
          transferred: ['b1', 'b2'],
          refunded: [],
          failed: [{ bookingId: 'b3', code: 'VENUE_FULL', message: 'Full' }],
        },
      },
    });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Pune — Baner?' });
    expect(dialog).toHaveTextContent(`It has ${baner.paidSeats} paid bookings.`);
    // No venue chosen yet: nothing to send.
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Move to' }));
    expect(screen.queryByRole('option', { name: /Pune — Old/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Mumbai — Powai (80 seats left)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Venue deactivated successfully')).toBeInTheDocument();
    expect(
      screen.getByText('2 moved, 1 could not be handled (still at this venue, see the bookings desk).'),
    ).toBeInTheDocument();
    expect(api.first('PUT /api/admin/venues/1/deactivate').body).toEqual({ bookings: 'transfer', toVenueId: 2 });
  });

  it('asks again when the server counts paid bookings the card had not shown, then refunds them', async () => {
    const user = setupUser();
    const unpaid = makeVenue({ paidSeats: 0 });
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [unpaid],
      'PUT /api/admin/venues/1/deactivate': conflictThen(
        { code: 'VENUE_HAS_PAID_BOOKINGS', message: 'This venue has 3 paid bookings.', paidBookings: 3 },
        {
          ...unpaid,
          isActive: false,
          bookings: { transferred: [], refunded: ['a', 'b', 'c'], failed: [] },
        },
      ),
    });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Pune — Baner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(/It has 3 paid bookings\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Refund them' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('3 refunded.')).toBeInTheDocument();
    expect(api.to('PUT /api/admin/venues/1/deactivate').map((request) => request.body)).toEqual([
      {},
      { bookings: 'refund' },
    ]);
  });

  it('deletes only after the confirmation, and reports a refusal', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [baner],
      'DELETE /api/admin/venues/1': jsonError(409, 'This venue has registrations; deactivate it instead'),
    });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Pune — Baner?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to('DELETE /api/admin/venues/1')).toHaveLength(0);

    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Pune — Baner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to delete venue: This venue has registrations; deactivate it instead');
  });

  it('confirms a deletion', async () => {
    const user = setupUser();
    fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [baner],
      'DELETE /api/admin/venues/1': new Response(null, { status: 204 }),
    });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pune — Baner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Venue deleted successfully')).toBeInTheDocument();
  });
});

describe('/admin/venues times and editions', () => {
  const eleventh = makeEdition();
  const twelfth = makeEdition({ id: 2, name: 'RoboLeague 12th', status: 'draft' });

  it('shows the venues of the edition on sale first, then of the edition chosen', async () => {
    const user = setupUser();
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/editions': [eleventh, twelfth],
      'GET /api/admin/venues': [baner],
    });
    renderApp('/admin/venues');
    const card = await venueCard('Pune — Baner');
    expect(card).toHaveTextContent('Bookings close 14 Sep 2025, 8:00 AM');
    expect(api.to('GET /api/admin/venues').map((request) => request.url)).toEqual(['/api/admin/venues?edition=1']);
    await user.click(screen.getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: 'RoboLeague 12th' }));
    await waitFor(() =>
      expect(api.to('GET /api/admin/venues').map((request) => request.url)).toContain('/api/admin/venues?edition=2'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Edition' }));
    await user.click(await screen.findByRole('option', { name: 'All editions' }));
    await waitFor(() =>
      expect(api.to('GET /api/admin/venues').map((request) => request.url)).toContain('/api/admin/venues'),
    );
  });

  it('flags a venue whose date could not be read, and says so in its form', async () => {
    const user = setupUser();
    const unread = makeVenue({
      dateTime: 'Sundays, 10 AM',
      needsDate: true,
      startsAt: null,
      endsAt: null,
      bookingClosesAt: null,
      bookingClosed: true,
    });
    fakeApi({ ...signedIn, 'GET /api/admin/editions': [eleventh], 'GET /api/admin/venues': [unread] });
    renderApp('/admin/venues');
    const card = await venueCard('Pune — Baner');
    expect(card).toHaveTextContent('Set the date');
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pune — Baner' });
    expect(dialog).toHaveTextContent('Set the date: “Sundays, 10 AM” could not be read');
    expect(within(dialog).getByLabelText(/Starts \(India time\)/)).toHaveValue('');
  });

  it('shows the times in India time and keeps the default booking close empty', async () => {
    const user = setupUser();
    fakeApi({ ...signedIn, 'GET /api/admin/venues': [baner] });
    renderApp('/admin/venues');
    await user.click(within(await venueCard('Pune — Baner')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pune — Baner' });
    expect(within(dialog).getByLabelText(/Starts \(India time\)/)).toHaveValue('2025-09-14T10:00');
    expect(within(dialog).getByLabelText(/Ends \(India time\)/)).toHaveValue('2025-09-14T14:00');
    expect(within(dialog).getByLabelText(/Bookings close \(India time\)/)).toHaveValue('');
  });

  it('asks before moving a workshop parents paid for, with their count, then sends the confirmation', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/venues': [baner], 'PUT /api/admin/venues/1': baner });
    renderApp('/admin/venues');
    const changed = await changeAndSave(user, /Ends \(India time\)/, '2025-09-14T15:00');
    const { dialog } = changed;
    let { confirm } = changed;
    expect(confirm).toHaveTextContent(venueChangeUnconfirmed(35));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.to('PUT /api/admin/venues/1')).toHaveLength(0);

    await user.click(await within(dialog).findByRole('button', { name: 'Save Changes' }));
    confirm = await screen.findByRole('dialog', { name: /Tell the parents who paid/ });
    await user.click(within(confirm).getByRole('button', { name: 'Save and Tell Parents' }));
    expect(await screen.findByText('Venue updated successfully')).toBeInTheDocument();
    expect(api.first('PUT /api/admin/venues/1').body).toMatchObject({
      startsAt: '2025-09-14T10:00',
      endsAt: '2025-09-14T15:00',
      bookingClosesAt: null,
      notifyConfirmed: true,
    });
  });

  it('asks before a new address of a workshop parents paid for too', async () => {
    const user = setupUser();
    const api = fakeApi({ ...signedIn, 'GET /api/admin/venues': [baner], 'PUT /api/admin/venues/1': baner });
    renderApp('/admin/venues');
    const { confirm } = await changeAndSave(user, /Address/, 'Phase 2 Auditorium, Hinjewadi');
    expect(confirm).toHaveTextContent(venueChangeUnconfirmed(35));
    await user.click(within(confirm).getByRole('button', { name: 'Save and Tell Parents' }));
    expect(await screen.findByText('Venue updated successfully')).toBeInTheDocument();
    expect(api.first('PUT /api/admin/venues/1').body).toMatchObject({
      address: 'Phase 2 Auditorium, Hinjewadi',
      notifyConfirmed: true,
    });
  });

  it('asks when the server counts paid bookings the screen had not seen', async () => {
    const user = setupUser();
    const unpaid = makeVenue({ paidSeats: 0 });
    const api = fakeApi({
      ...signedIn,
      'GET /api/admin/venues': [unpaid],
      'PUT /api/admin/venues/1': conflictThen(
        { code: 'VENUE_CHANGE_UNCONFIRMED', message: venueChangeUnconfirmed(1), paidBookings: 1 },
        unpaid,
      ),
    });
    renderApp('/admin/venues');
    const { confirm } = await changeAndSave(user, /Starts \(India time\)/, '2025-09-14T11:00');
    expect(confirm).toHaveTextContent(venueChangeUnconfirmed(1));
    await user.click(within(confirm).getByRole('button', { name: 'Save and Tell Parents' }));
    expect(await screen.findByText('Venue updated successfully')).toBeInTheDocument();
    expect(
      api
        .to('PUT /api/admin/venues/1')
        .map((request) => (request.body as { notifyConfirmed?: boolean }).notifyConfirmed),
    ).toEqual([undefined, true]);
  });
});
