import type { MigrationInterface, QueryRunner } from 'typeorm';

/** ALTCHA answers already redeemed (backend/src/hold-limits/challenges.ts): each is accepted once. */
export class UsedChallenges1764700000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE used_challenges (signature text PRIMARY KEY, expires_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX used_challenges_expires_idx ON used_challenges (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE used_challenges`);
  }
}
