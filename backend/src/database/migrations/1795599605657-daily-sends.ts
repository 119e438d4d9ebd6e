import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages sent once per Asia/Kolkata day (the low-stock digest, backend/src/orders/README.md): the
 * run that inserts the day's row sends, every other run of that day finds it and sends nothing.
 */
export class DailySends1795599605657 implements MigrationInterface {
  name = 'DailySends1795599605657';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE daily_sends (
        name text NOT NULL,
        day date NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (name, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE daily_sends`);
  }
}
