import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The E.164 form (`+919822012345`) of a stored Indian mobile number, as libs/domain phone.ts reads it; NULL if it is none. */
const E164_SQL = (column: string) => `(
  SELECT CASE
    WHEN d ~ '^91[6-9][0-9]{9}$' THEN '+' || d
    WHEN d ~ '^0[6-9][0-9]{9}$' THEN '+91' || substr(d, 2)
    WHEN d ~ '^[6-9][0-9]{9}$' THEN '+91' || d
  END
  FROM (SELECT regexp_replace(${column}, '[^0-9]', '', 'g') AS d) digits)`;

/**
 * Bookings stored phones as '91' + 10 digits and orders as 10 digits; both now keep E.164, so a
 * lookup by phone finds a parent's bookings and orders alike. Rows that do not read as a mobile
 * number are left as they are.
 */
export class PhonesInE1641764200000000 implements MigrationInterface {
  name = 'PhonesInE1641764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE registrations SET phone_number = ${E164_SQL('phone_number')}
                   WHERE ${E164_SQL('phone_number')} IS NOT NULL AND phone_number <> ${E164_SQL('phone_number')}`);
    await q.query(`UPDATE orders SET customer_phone = ${E164_SQL('customer_phone')}
                   WHERE ${E164_SQL('customer_phone')} IS NOT NULL AND customer_phone <> ${E164_SQL('customer_phone')}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE registrations SET phone_number = substr(phone_number, 2) WHERE phone_number ~ '^\\+91[6-9][0-9]{9}$'`,
    );
    await q.query(
      `UPDATE orders SET customer_phone = substr(customer_phone, 4) WHERE customer_phone ~ '^\\+91[6-9][0-9]{9}$'`,
    );
  }
}
