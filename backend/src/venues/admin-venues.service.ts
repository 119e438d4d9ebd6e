import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { MESSAGES, venueChangeUnconfirmed, type AdminVenue } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { venueError } from './venues.errors.js';
import { execute, iso, maybeOne, one, rows } from '../common/sql.js';
import { RegistrationCounts, type VenueSeatCounts } from './registration-counts.js';
import type { AdminVenueDto } from './dto/admin-venue.dto.js';
import { closesAt, toPublicVenue, VENUE_FIELD_COLUMNS, type VenueFields } from './venue.mapper.js';
import { venueTimesFrom, type VenueTimes } from './venue-times-input.js';
import { venueChangeOf, VenueChangeNotices } from './venue-change-notices.js';
import { VenuesService } from './venues.service.js';

export const ADMIN_VENUE_NOT_FOUND = 'Venue not found';
export const VENUE_NAME_TAKEN = 'A venue with this name already exists';
export const VENUE_HAS_REGISTRATIONS =
  'This venue has registrations and cannot be deleted. Deactivate it instead: it will be hidden from users and its registrations kept.';

export const VENUE_EDITION_UNKNOWN = 'Edition not found';
export const venueHasPaidBookings = (paidBookings: number) =>
  `This venue has ${paidBookings} paid booking${paidBookings === 1 ? '' : 's'}. Choose whether to move them to another venue or refund them; each parent is told.`;

/** The columns the venue form sets, in the order of `formValues` (max_seats sixth). */
const FORM_COLUMNS = [
  'name',
  'display_name',
  'city',
  'address',
  'date_time',
  'max_seats',
  'is_active',
  'starts_at',
  'ends_at',
  'booking_closes_at',
];

function formValues(dto: AdminVenueDto, times: VenueTimes): unknown[] {
  return [
    dto.name,
    dto.displayName,
    dto.city,
    dto.address,
    times.dateTime,
    dto.maxSeats,
    dto.isActive ?? true,
    times.startsAt,
    times.endsAt,
    times.bookingClosesAt,
  ];
}

/** A venue with its times and the seats its bookings hold and have paid for (the registrations module's counts). */
const toAdminVenue = (venue: VenueFields, seats: VenueSeatCounts): AdminVenue => ({
  ...toPublicVenue(venue),
  editionId: venue.editionId,
  startsAt: iso(venue.startsAt),
  endsAt: iso(venue.endsAt),
  bookingClosesAt: iso(closesAt(venue)),
  needsDate: venue.startsAt === null,
  ...seats,
  waitingEntries: venue.waitingEntries,
});

function driverCode(err: unknown): string | undefined {
  return err instanceof QueryFailedError ? (err.driverError as { code?: string }).code : undefined;
}

/** A duplicate name as a 409 with its message, else the error itself. */
function nameTakenOr(err: unknown): unknown {
  if (driverCode(err) === '23505') return venueError.VENUE_NAME_TAKEN(VENUE_NAME_TAKEN);
  // An edition id that names none (the foreign key), or none given while no edition is on sale (NOT NULL).
  if (driverCode(err) === '23503' || driverCode(err) === '23502')
    return venueError.VENUE_EDITION_UNKNOWN(VENUE_EDITION_UNKNOWN);
  return err;
}

/**
 * Venue administration (spec §5). Seat counts belong to bookings: capacity can only be lowered
 * to what is booked, checked in the UPDATE itself, and a venue with registrations is never deleted.
 */
@Injectable()
export class AdminVenuesService {
  // Every write tells the public venue cache, so parents see the change at once in this process.
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly venues: VenuesService,
    private readonly audit: AuditLog,
    private readonly notices: VenueChangeNotices,
  ) {}

  /** Every venue, or an edition's. */
  async list(editionId?: number): Promise<AdminVenue[]> {
    const [venues, seatsOf] = await Promise.all([
      rows<VenueFields>(
        this.db,
        `SELECT ${VENUE_FIELD_COLUMNS} FROM venues WHERE $1::int IS NULL OR edition_id = $1 ORDER BY id`,
        [editionId ?? null],
      ),
      RegistrationCounts.seatsByVenue(this.db),
    ]);
    return venues.map((venue) => toAdminVenue(venue, seatsOf(venue.id)));
  }

  async create(actor: Actor, dto: AdminVenueDto): Promise<AdminVenue> {
    if (dto.bookedSeats > dto.maxSeats) throw venueError.SEATS_BELOW_BOOKED(MESSAGES.maxSeatsBelowBooked);
    const times = venueTimesFrom(dto, null);
    return this.write(actor, 'venue.create', null, async (manager) => {
      // No edition given: the one on sale (NULL lets the insert trigger pick it).
      const row = await one<{ id: number }>(
        manager,
        `INSERT INTO venues (${FORM_COLUMNS.join(', ')}, booked_seats, edition_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [...formValues(dto, times), dto.bookedSeats ?? 0, dto.editionId ?? null],
      ).catch((err: unknown) => {
        throw nameTakenOr(err);
      });
      return row.id;
    });
  }

  /**
   * Updates the details and times; `bookedSeats` is not taken from the form, bookings own that
   * count, and the venue keeps its edition. Its paid bookings are told of a new start, end or
   * address once staff confirm (`tellPaidBookings`).
   */
  async update(actor: Actor, id: number, dto: AdminVenueDto): Promise<AdminVenue> {
    return this.write(actor, 'venue.update', id, async (manager, before) => {
      const times = venueTimesFrom(dto, { startsAt: before?.startsAt ? new Date(before.startsAt) : null });
      const updated = await execute(
        manager,
        `UPDATE venues SET (${FORM_COLUMNS.join(', ')}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11), updated_at = now()
         WHERE id = $1 AND booked_seats <= $7`,
        [id, ...formValues(dto, times)],
      ).catch((err: unknown) => {
        throw nameTakenOr(err);
      });
      if (updated === 0) {
        // The venue is locked by write(): it is there, with too many seats booked.
        const current = await one<{ bookedSeats: number }>(
          manager,
          'SELECT booked_seats AS "bookedSeats" FROM venues WHERE id = $1',
          [id],
        );
        throw venueError.SEATS_BELOW_SOLD(MESSAGES.maxSeatsBelowBooked, { bookedSeats: current.bookedSeats });
      }
      // After the UPDATE (a refusal rolls it back), so a seat count below the booked seats is answered first.
      if (before) await this.tellPaidBookings(manager, before, dto, times);
      return id;
    });
  }

  /**
   * The paid bookings of an edited venue: a new start, end or address needs `notifyConfirmed` (409
   * with their count otherwise) and sends each a change notice; switching the venue off is refused
   * (`deactivate` with transfer or refund does that).
   */
  private async tellPaidBookings(
    manager: EntityManager,
    before: AdminVenue,
    dto: AdminVenueDto,
    times: VenueTimes,
  ): Promise<void> {
    const change = venueChangeOf(before, { ...times, address: dto.address });
    const closing = before.isActive && !dto.isActive;
    const told = change || closing ? await this.notices.paidBookings(manager, before.id) : [];
    if (told.length > 0 && closing)
      throw venueError.VENUE_HAS_PAID_BOOKINGS(venueHasPaidBookings(told.length), { paidBookings: told.length });
    if (told.length > 0 && !dto.notifyConfirmed)
      throw venueError.VENUE_CHANGE_UNCONFIRMED(venueChangeUnconfirmed(told.length), { paidBookings: told.length });
    if (change) await this.notices.notify(manager, before.id, change, told);
  }

  /**
   * Hidden from users, taking no new bookings; its registrations stay. A venue with paid bookings is
   * deactivated only when its caller moves or refunds them next (`bookingsFollow`, the bookings
   * desk's venue closing), else 409 with their count.
   */
  async deactivate(actor: Actor, id: number, bookingsFollow = false): Promise<AdminVenue> {
    return this.write(actor, 'venue.deactivate', id, async (manager) => {
      const paid = bookingsFollow ? [] : await this.notices.paidBookings(manager, id);
      if (paid.length > 0)
        throw venueError.VENUE_HAS_PAID_BOOKINGS(venueHasPaidBookings(paid.length), { paidBookings: paid.length });
      await execute(manager, `UPDATE venues SET is_active = false, updated_at = now() WHERE id = $1`, [id]);
      return id;
    });
  }

  /** The booking ids of the venue's paid bookings, oldest first. */
  paidBookings(id: number): Promise<string[]> {
    return this.notices.paidBookings(this.db.manager, id);
  }

  /** Deleting would orphan bookings, so only a venue nobody registered for can go. */
  async remove(actor: Actor, id: number): Promise<void> {
    await this.write(actor, 'venue.delete', id, async (manager) => {
      // The venue row is locked (write()), so no booking for it can be inserted meanwhile.
      if (await RegistrationCounts.venueHasRegistrations(manager, id))
        throw venueError.VENUE_HAS_REGISTRATIONS(VENUE_HAS_REGISTRATIONS);
      await execute(manager, 'DELETE FROM venues WHERE id = $1', [id]).catch((err: unknown) => {
        // The foreign key refuses it too, should a booking ever get past the lock.
        throw driverCode(err) === '23503' ? venueError.VENUE_HAS_REGISTRATIONS(VENUE_HAS_REGISTRATIONS) : err;
      });
      return null;
    });
  }

  /**
   * One audited venue write: locks the venue (when `id` names one), runs `change` in the same
   * transaction, records before and after in the audit log, then tells the public venue cache.
   * `change` answers the id of the venue to read back, or null when it is gone.
   */
  private async write(
    actor: Actor,
    action: string,
    id: number | null,
    change: (manager: EntityManager, before: AdminVenue | null) => Promise<number | null>,
  ): Promise<AdminVenue> {
    const result = await this.db.transaction(async (manager) => {
      const before = id === null ? null : await this.get(manager, id, true);
      const changedId = await change(manager, before);
      const after = changedId === null ? null : await this.get(manager, changedId);
      await this.audit.record(manager, {
        actor,
        action,
        target: { type: 'venue', id: changedId ?? id },
        before,
        after,
      });
      const result = after ?? before;
      if (!result) throw venueError.VENUE_NOT_FOUND(ADMIN_VENUE_NOT_FOUND);
      return result;
    });
    this.venues.venuesChanged();
    return result;
  }

  private async get(manager: EntityManager, id: number, lock = false): Promise<AdminVenue> {
    const venue = await maybeOne<VenueFields>(
      manager,
      `SELECT ${VENUE_FIELD_COLUMNS} FROM venues WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    if (!venue) throw venueError.VENUE_NOT_FOUND(ADMIN_VENUE_NOT_FOUND);
    const seatsOf = await RegistrationCounts.seatsByVenue(manager, [id]);
    return toAdminVenue(venue, seatsOf(id));
  }
}
