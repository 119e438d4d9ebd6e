import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { MESSAGES, type AdminVenue } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { conflict, invalid, notFound } from '../common/domain-error.js';
import { execute, maybeOne, one, rows } from '../common/sql.js';
import type { AdminVenueDto } from './dto/admin-venue.dto.js';
import { toPublicVenue, type VenueFields } from './venue.mapper.js';
import { VenuesService } from './venues.service.js';

export const ADMIN_VENUE_NOT_FOUND = 'Venue not found';
export const VENUE_NAME_TAKEN = 'A venue with this name already exists';
export const VENUE_HAS_REGISTRATIONS =
  'This venue has registrations and cannot be deleted. Deactivate it instead: it will be hidden from users and its registrations kept.';

/** Every venue with its seats held by pending bookings and taken by paid ones. */
const ADMIN_VENUES_SQL = `
  SELECT v.id, v.name, v.display_name AS "displayName", v.city, v.address, v.date_time AS "dateTime",
         v.max_seats AS "maxSeats", v.booked_seats AS "bookedSeats", v.is_active AS "isActive",
         (COUNT(r.id) FILTER (WHERE r.holds_seat AND r.payment_status = 'pending'))::int AS "heldSeats",
         (COUNT(r.id) FILTER (WHERE r.holds_seat AND r.payment_status = 'paid'))::int AS "paidSeats"
  FROM venues v LEFT JOIN registrations r ON r.venue_id = v.id`;

type AdminVenueRow = VenueFields & { heldSeats: number; paidSeats: number };

const toAdminVenue = (row: AdminVenueRow): AdminVenue => ({ ...toPublicVenue(row), heldSeats: row.heldSeats, paidSeats: row.paidSeats });

function driverCode(err: unknown): string | undefined {
  return err instanceof QueryFailedError ? (err.driverError as { code?: string }).code : undefined;
}

/** A duplicate name as a 409 with its message, else the error itself. */
function nameTakenOr(err: unknown): unknown {
  return driverCode(err) === '23505' ? conflict(VENUE_NAME_TAKEN) : err;
}

/**
 * Venue administration (SPEC 5). Seat counts belong to bookings: capacity can only be lowered
 * to what is booked, checked in the UPDATE itself, and a venue with registrations is never deleted.
 */
@Injectable()
export class AdminVenuesService {
  // Every write tells the public venue cache, so parents see the change at once in this process.
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly venues: VenuesService,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<AdminVenue[]> {
    const venues = await rows<AdminVenueRow>(this.db, `${ADMIN_VENUES_SQL} GROUP BY v.id ORDER BY v.id`);
    return venues.map(toAdminVenue);
  }

  async create(actor: Actor, dto: AdminVenueDto): Promise<AdminVenue> {
    if (dto.bookedSeats > dto.maxSeats) throw invalid(MESSAGES.maxSeatsBelowBooked);
    return this.write(actor, 'venue.create', null, async (manager) => {
      const row = await one<{ id: number }>(
        manager,
        `INSERT INTO venues (name, display_name, city, address, date_time, max_seats, booked_seats, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [dto.name, dto.displayName, dto.city, dto.address, dto.dateTime, dto.maxSeats, dto.bookedSeats ?? 0, dto.isActive ?? true],
      ).catch((err: unknown) => {
        throw nameTakenOr(err);
      });
      return row.id;
    });
  }

  /** Updates the details; `bookedSeats` is not taken from the form, bookings own that count. */
  async update(actor: Actor, id: number, dto: AdminVenueDto): Promise<AdminVenue> {
    return this.write(actor, 'venue.update', id, async (manager) => {
      const updated = await execute(
        manager,
        `UPDATE venues SET name = $2, display_name = $3, city = $4, address = $5, date_time = $6,
                           max_seats = $7, is_active = $8, updated_at = now()
         WHERE id = $1 AND booked_seats <= $7`,
        [id, dto.name, dto.displayName, dto.city, dto.address, dto.dateTime, dto.maxSeats, dto.isActive ?? true],
      ).catch((err: unknown) => {
        throw nameTakenOr(err);
      });
      if (updated === 0) {
        // The venue is locked by write(): it is there, with too many seats booked.
        const current = await one<{ bookedSeats: number }>(manager, 'SELECT booked_seats AS "bookedSeats" FROM venues WHERE id = $1', [id]);
        throw conflict(MESSAGES.maxSeatsBelowBooked, { bookedSeats: current.bookedSeats });
      }
      return id;
    });
  }

  /** Hidden from users; its registrations stay. */
  async deactivate(actor: Actor, id: number): Promise<AdminVenue> {
    return this.write(actor, 'venue.deactivate', id, async (manager) => {
      await execute(manager, `UPDATE venues SET is_active = false, updated_at = now() WHERE id = $1`, [id]);
      return id;
    });
  }

  /** Deleting would orphan bookings, so only a venue nobody registered for can go. */
  async remove(actor: Actor, id: number): Promise<void> {
    await this.write(actor, 'venue.delete', id, async (manager) => {
      const deleted = await execute(
        manager,
        `DELETE FROM venues WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM registrations WHERE venue_id = $1)`,
        [id],
      ).catch((err: unknown) => {
        // A registration committed between the check and the delete: the foreign key refuses it.
        throw driverCode(err) === '23503' ? conflict(VENUE_HAS_REGISTRATIONS) : err;
      });
      if (deleted === 0) throw conflict(VENUE_HAS_REGISTRATIONS);
      return null;
    });
  }

  /**
   * One audited venue write: locks the venue (when `id` names one), runs `change` in the same
   * transaction, records before and after in the audit log, then tells the public venue cache.
   * `change` answers the id of the venue to read back, or null when it is gone.
   */
  private async write(actor: Actor, action: string, id: number | null, change: (manager: EntityManager) => Promise<number | null>): Promise<AdminVenue> {
    const result = await this.db.transaction(async (manager) => {
      const before = id === null ? null : await this.get(manager, id, true);
      const changedId = await change(manager);
      const after = changedId === null ? null : await this.get(manager, changedId);
      await this.audit.record(manager, { actor, action, target: { type: 'venue', id: changedId ?? id }, before, after });
      return after ?? before!;
    });
    this.venues.venuesChanged();
    return result;
  }

  private async get(manager: EntityManager, id: number, lock = false): Promise<AdminVenue> {
    if (lock) await execute(manager, 'SELECT 1 FROM venues WHERE id = $1 FOR UPDATE', [id]);
    const row = await maybeOne<AdminVenueRow>(manager, `${ADMIN_VENUES_SQL} WHERE v.id = $1 GROUP BY v.id`, [id]);
    if (!row) throw notFound(ADMIN_VENUE_NOT_FOUND);
    return toAdminVenue(row);
  }
}
