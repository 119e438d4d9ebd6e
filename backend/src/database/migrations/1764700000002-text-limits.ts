import { TEXT_MAX } from '@robo/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** [table, constraint, check] for each limited column (libs/domain text-limits.ts). */
const CHECKS: Array<[string, string, string]> = [
  ['registrations', 'registrations_parent_name_max', `char_length(parent_name) <= ${TEXT_MAX.personName}`],
  ['registrations', 'registrations_child_name_max', `char_length(child_name) <= ${TEXT_MAX.personName}`],
  ['registrations', 'registrations_school_name_max', `char_length(school_name) <= ${TEXT_MAX.school}`],
  ['registrations', 'registrations_email_max', `char_length(email) <= ${TEXT_MAX.email}`],
  ['registrations', 'registrations_phone_number_max', 'char_length(phone_number) <= 20'],
  ['orders', 'orders_customer_name_max', `char_length(customer_name) <= ${TEXT_MAX.personName}`],
  ['orders', 'orders_customer_email_max', `char_length(customer_email) <= ${TEXT_MAX.email}`],
  ['orders', 'orders_customer_phone_max', 'char_length(customer_phone) <= 20'],
  ['orders', 'orders_product_id_max', `char_length(product_id) <= ${TEXT_MAX.id}`],
  [
    'orders',
    'orders_shipping_address_max',
    `char_length(shipping_address->>'line1') <= ${TEXT_MAX.addressLine}
    AND coalesce(char_length(shipping_address->>'line2'), 0) <= ${TEXT_MAX.addressLine}
    AND char_length(shipping_address->>'city') <= ${TEXT_MAX.city}
    AND char_length(shipping_address->>'state') <= ${TEXT_MAX.state}`,
  ],
  ['products', 'products_id_max', `char_length(id) <= ${TEXT_MAX.id}`],
  [
    'venues',
    'venues_text_max',
    `char_length(name) <= ${TEXT_MAX.venueText} AND char_length(display_name) <= ${TEXT_MAX.venueText}
    AND char_length(city) <= ${TEXT_MAX.city} AND char_length(address) <= ${TEXT_MAX.addressLine}
    AND char_length(date_time) <= ${TEXT_MAX.venueText}`,
  ],
];

/**
 * Column limits matching the forms and DTOs. NOT VALID: every new or changed row is checked,
 * while rows stored before the limits existed stay readable (a refund or check-in of an old
 * booking must not fail on its over-long name); VALIDATE CONSTRAINT can follow once cleaned.
 */
export class TextLimits1764700000002 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const [table, name, check] of CHECKS) {
      await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${name} CHECK (${check}) NOT VALID`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, name] of CHECKS) await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  }
}
