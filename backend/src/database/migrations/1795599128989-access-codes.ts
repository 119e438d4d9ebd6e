import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Find my booking" one-time codes (backend/src/my-booking/README.md): only a hash of each code is
 * kept, with its expiry and the tries left, taken by conditional update.
 */
export class AccessCodes1795599128989 implements MigrationInterface {
  name = 'AccessCodes1795599128989';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE access_codes (
        id bigserial PRIMARY KEY,
        contact_kind text NOT NULL CHECK (contact_kind IN ('phone', 'email')),
        contact text NOT NULL,
        code_hash text NOT NULL,
        tries_left integer NOT NULL CHECK (tries_left >= 0),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX access_codes_contact_idx ON access_codes (contact_kind, contact, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE access_codes`);
  }
}
