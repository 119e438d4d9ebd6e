import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminWaitlistEntry, AdminWaitlistPage } from '@robo/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../audit/actor.js';
import { AuditLog } from '../audit/audit-log.js';
import { execute, maybeOne, rows } from '../common/sql.js';
import { VenuesService } from '../venues/venues.service.js';
import { WaitlistOffers } from './waitlist-offers.js';
import { WAITLIST_ERRORS, waitlistError } from './waitlist.errors.js';

const ADMIN_COLUMNS = `e.id, e.venue_id AS "venueId", e.parent_name AS "parentName", e.phone_number AS "phoneNumber",
  e.email, e.child_name AS "childName", e.grade_group AS "gradeGroup", e.school_name AS "schoolName", e.status,
  CASE WHEN e.status = 'waiting' THEN (SELECT count(*)::int FROM waitlist_entries w
    WHERE w.venue_id = e.venue_id AND w.status = 'waiting' AND (w.position, w.id) <= (e.position, e.id)) END AS position,
  e.offered_at AS "offeredAt", e.offer_expires_at AS "offerExpiresAt", e.booking_id AS "bookingId",
  e.created_at AS "createdAt"`;

/** An entry as staff act on it, its venue row locked first (the order the offer sweep locks in). */
interface LockedEntry {
  id: number;
  venueId: number;
  status: AdminWaitlistEntry['status'];
  position: string;
}

/** Staff's waiting list (README.md "Staff"): the list per venue, move up, remove, offer by hand; each audited. */
@Injectable()
export class AdminWaitlistService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLog,
    private readonly offers: WaitlistOffers,
    private readonly venues: VenuesService,
  ) {}

  /** Every entry of the venue: waiting ones in order first, then the rest newest first. */
  async list(venueId: number): Promise<AdminWaitlistPage> {
    const items = await rows<AdminWaitlistEntry>(
      this.db,
      `SELECT ${ADMIN_COLUMNS} FROM waitlist_entries e WHERE e.venue_id = $1
       ORDER BY e.status <> 'waiting', CASE WHEN e.status = 'waiting' THEN e.position END, e.updated_at DESC, e.id`,
      [venueId],
    );
    return { items, total: items.length };
  }

  /** Swaps a waiting entry with the waiting entry just ahead of it; 409 for the first or a non-waiting one. */
  async moveUp(actor: Actor, id: number): Promise<AdminWaitlistEntry> {
    return this.change(actor, id, 'waitlist.move_up', async (manager, entry) => {
      const ahead = await maybeOne<{ id: number; position: string }>(
        manager,
        `SELECT id, position FROM waitlist_entries WHERE venue_id = $1 AND status = 'waiting' AND position < $2
         ORDER BY position DESC LIMIT 1`,
        [entry.venueId, entry.position],
      );
      if (entry.status !== 'waiting' || !ahead) throw waitlistError.CANNOT_MOVE(WAITLIST_ERRORS.cannotMove);
      await execute(
        manager,
        `UPDATE waitlist_entries SET position = CASE WHEN id = $1 THEN $4::bigint ELSE $3::bigint END, updated_at = now()
         WHERE id IN ($1, $2)`,
        [entry.id, ahead.id, entry.position, ahead.position],
      );
    });
  }

  /** Takes an entry off the list; one holding an offer gives its seat to the next entry at once. */
  async remove(actor: Actor, id: number): Promise<AdminWaitlistEntry> {
    return this.change(actor, id, 'waitlist.remove', async (manager, entry) => {
      if (entry.status === 'offered') await this.offers.endOffer(manager, 'id = $1', entry.id, 'removed');
      else if (entry.status === 'waiting')
        await execute(manager, `UPDATE waitlist_entries SET status = 'removed', updated_at = now() WHERE id = $1`, [
          entry.id,
        ]);
      else throw waitlistError.CANNOT_REMOVE(WAITLIST_ERRORS.cannotRemove);
    });
  }

  /** Offers a free seat of the venue to this entry now, ahead of the queue; 409 when none is free. */
  async offer(actor: Actor, id: number): Promise<AdminWaitlistEntry> {
    return this.change(actor, id, 'waitlist.offer', async (manager, entry) => {
      if (!(await this.offers.offerTo(manager, entry.venueId, entry.id)))
        throw waitlistError.NO_FREE_SEAT(WAITLIST_ERRORS.noFreeSeat);
    });
  }

  /** Locks the entry's venue, then the entry; runs `act`; records the change with the entry before and after. */
  private async change(
    actor: Actor,
    id: number,
    action: string,
    act: (manager: EntityManager, entry: LockedEntry) => Promise<void>,
  ): Promise<AdminWaitlistEntry> {
    const after = await this.db.transaction(async (manager) => {
      await rows(
        manager,
        `SELECT 1 FROM venues WHERE id = (SELECT venue_id FROM waitlist_entries WHERE id = $1) FOR UPDATE`,
        [id],
      );
      const entry = await maybeOne<LockedEntry>(
        manager,
        `SELECT id, venue_id AS "venueId", status, position FROM waitlist_entries WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!entry) throw waitlistError.ENTRY_NOT_FOUND(WAITLIST_ERRORS.entryNotFound);
      const before = await this.entry(manager, id);
      await act(manager, entry);
      const changed = await this.entry(manager, id);
      await this.audit.record(manager, {
        actor,
        action,
        target: { type: 'waitlist_entry', id },
        before,
        after: changed,
      });
      return changed;
    });
    this.venues.venuesChanged();
    return after;
  }

  private async entry(manager: EntityManager, id: number): Promise<AdminWaitlistEntry> {
    return (await maybeOne<AdminWaitlistEntry>(
      manager,
      `SELECT ${ADMIN_COLUMNS} FROM waitlist_entries e WHERE e.id = $1`,
      [id],
    ))!;
  }
}
