import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each door device last spoke to the server about a venue (a roster download or an online
 * scan): an offline scan it sends later cannot have happened before that (backend/src/check-in/README.md, "Offline").
 */
export class CheckInDevices1795781856759 implements MigrationInterface {
  name = 'CheckInDevices1795781856759';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE check_in_devices (
        venue_id integer NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
        device_id text NOT NULL,
        online_at timestamptz NOT NULL,
        PRIMARY KEY (venue_id, device_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE check_in_devices`);
  }
}
