import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A parent's request to cancel a paid booking, answered by the desk (backend/src/bookings-desk/README.md,
 * "Requests"). At most one open request per booking (partial unique index); approve and decline each
 * move it out of `requested` with one conditional update, so only one of them wins.
 */
export class CancellationRequests1795797889142 implements MigrationInterface {
  name = 'CancellationRequests1795797889142';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE cancellation_requests (
        id serial PRIMARY KEY,
        registration_id integer NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'declined')),
        reason text,
        refund boolean NOT NULL,
        decline_reason text,
        decided_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX cancellation_requests_open_idx ON cancellation_requests (registration_id) WHERE status = 'requested'`,
    );
    await q.query(`CREATE INDEX cancellation_requests_queue_idx ON cancellation_requests (status, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cancellation_requests`);
  }
}
