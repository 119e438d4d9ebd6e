import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BOOKING_READS } from '@robo/domain';
import type { DataSource } from 'typeorm';
import { rows } from '../common/sql.js';
import { Settings } from '../config/settings.js';
import { JobQueue } from '../jobs/job-queue.js';
import { Messages } from '../messages/messages.js';

declare module '../jobs/job-queue.js' {
  interface JobMap {
    'reconcile:workshop-reminders': Record<string, never>;
  }
}

/** Bookings claimed per transaction: a venue of 150 parents goes in one, a season's backlog in a few. */
const BATCH = 200;

/**
 * Each reminder of an edition, per venue: its key (as libs/domain `editionReminderKey` spells it)
 * and when it is due, `hoursBefore` the start or `dayOfAt` India time on the day of the start.
 */
const REMINDERS_DUE = `
  SELECT CASE WHEN x ? 'hoursBefore' THEN (x->>'hoursBefore') || 'h' ELSE 'day-of-' || (x->>'dayOfAt') END AS key,
         CASE WHEN x ? 'hoursBefore' THEN v.starts_at - make_interval(hours => (x->>'hoursBefore')::int)
              ELSE ((v.starts_at AT TIME ZONE 'Asia/Kolkata')::date + (x->>'dayOfAt')::time) AT TIME ZONE 'Asia/Kolkata'
         END AS due_at
  FROM jsonb_array_elements(e.reminders) x`;

/**
 * The reminder scan (README.md, "Workshop reminders"): a repeatable job that claims every reminder
 * due now for a paid booking of an active venue that has not started, and queues its messages in
 * the transaction that inserts its `booking_reminders` row. The row's primary key makes each
 * reminder go once per booking, however many scans run at once or again after a restart.
 * A booking paid after a reminder's time gets none for that reminder (the confirmation just told
 * the parent everything), but every later one.
 */
@Injectable()
export class WorkshopRemindersJob implements OnModuleInit {
  private readonly logger = new Logger('WorkshopReminders');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly settings: Settings,
    private readonly messages: Messages,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('reconcile:workshop-reminders', () => this.run().then(() => undefined));
    await this.jobs.repeat('reconcile:workshop-reminders', {}, this.settings.reminderScanEveryMs);
  }

  /** Queues every reminder due at `now`; answers how many booking reminders it claimed. */
  async run(now: Date = new Date()): Promise<number> {
    let claimed = 0;
    for (;;) {
      const batch = await this.claimBatch(now);
      claimed += batch;
      if (batch < BATCH) break;
    }
    if (claimed > 0) this.logger.log(`${claimed} workshop reminder(s) queued`);
    return claimed;
  }

  private claimBatch(now: Date): Promise<number> {
    return this.db.transaction(async (manager) => {
      const due = await rows<{ bookingId: string; reminder: string }>(
        manager,
        `WITH due AS (
           SELECT r.id, rem.key
           FROM registrations r
           JOIN venues v ON v.id = r.venue_id AND v.is_active AND v.starts_at IS NOT NULL
           JOIN editions e ON e.id = v.edition_id
           CROSS JOIN LATERAL (${REMINDERS_DUE}) rem
           WHERE ${BOOKING_READS.paid.sql('r')}
             AND rem.due_at <= $1 AND $1 < v.starts_at
             AND coalesce(r.paid_at, r.created_at) < rem.due_at
             AND NOT EXISTS (SELECT 1 FROM booking_reminders b WHERE b.registration_id = r.id AND b.reminder = rem.key)
           ORDER BY r.id LIMIT $2
         ), claimed AS (
           INSERT INTO booking_reminders (registration_id, reminder) SELECT id, key FROM due
           ON CONFLICT DO NOTHING RETURNING registration_id, reminder
         )
         SELECT r.booking_id AS "bookingId", c.reminder FROM claimed c JOIN registrations r ON r.id = c.registration_id`,
        [now, BATCH],
      );
      for (const { bookingId, reminder } of due)
        await this.messages.queue(manager, {
          template: 'booking_reminder',
          eventKey: `booking_reminder:${bookingId}:${reminder}`,
          bookingId,
          params: { reminder },
        });
      return due.length;
    });
  }
}
