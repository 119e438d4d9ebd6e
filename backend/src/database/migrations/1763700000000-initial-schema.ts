import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model of spec §3 plus what the design needs (design §4–6).
 * The database itself refuses what must never happen: an oversold venue, a coupon
 * used beyond its limit, negative stock, duplicate ids.
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE venues (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        display_name text NOT NULL,
        city text NOT NULL,
        address text NOT NULL,
        date_time text NOT NULL,
        max_seats integer NOT NULL DEFAULT 150 CHECK (max_seats >= 1),
        booked_seats integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT venues_seats_within_capacity CHECK (booked_seats >= 0 AND booked_seats <= max_seats)
      )`);

    await q.query(`
      CREATE TABLE coupons (
        id serial PRIMARY KEY,
        code text NOT NULL UNIQUE CHECK (code = upper(code) AND char_length(code) BETWEEN 2 AND 20),
        discount_amount integer NOT NULL CHECK (discount_amount >= 1),
        usage_limit integer NOT NULL DEFAULT 1 CHECK (usage_limit >= 1),
        used_count integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT coupons_uses_within_limit CHECK (used_count >= 0 AND used_count <= usage_limit)
      )`);

    await q.query(`
      CREATE TABLE registrations (
        id serial PRIMARY KEY,
        parent_name text NOT NULL,
        phone_number text NOT NULL,
        email text NOT NULL,
        child_name text NOT NULL,
        grade_group text NOT NULL CHECK (grade_group IN ('std-1-2', 'std-3-4', 'std-5-9')),
        school_name text NOT NULL,
        venue_id integer NOT NULL REFERENCES venues(id) ON DELETE RESTRICT,
        takeaway_kit boolean NOT NULL DEFAULT false,
        total_amount integer NOT NULL DEFAULT 300 CHECK (total_amount >= 0),
        original_amount integer NOT NULL DEFAULT 300 CHECK (original_amount >= 0),
        coupon_code text,
        discount_amount integer NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
        booking_id text NOT NULL UNIQUE,
        payment_id text,
        payment_status text NOT NULL DEFAULT 'pending'
          CHECK (payment_status IN ('pending', 'paid', 'expired', 'refunded')),
        qr_code_url text,
        simple_qr_code_url text,
        whatsapp_sent boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        gateway_order_id text UNIQUE,
        hold_expires_at timestamptz NOT NULL,
        holds_seat boolean NOT NULL DEFAULT true,
        holds_coupon boolean NOT NULL DEFAULT false,
        holds_early_bird boolean NOT NULL DEFAULT false,
        paid_at timestamptz,
        refund_id text,
        refund_due boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX registrations_pending_idx ON registrations (hold_expires_at) WHERE payment_status = 'pending'`,
    );
    await q.query(`CREATE INDEX registrations_venue_idx ON registrations (venue_id)`);

    await q.query(`
      CREATE TABLE coupon_usages (
        id serial PRIMARY KEY,
        coupon_id integer REFERENCES coupons(id) ON DELETE SET NULL,
        coupon_code text NOT NULL,
        email text NOT NULL,
        amount_before integer NOT NULL,
        amount_after integer NOT NULL,
        registration_id integer UNIQUE REFERENCES registrations(id) ON DELETE SET NULL,
        used_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE products (
        id text PRIMARY KEY CHECK (char_length(id) >= 1),
        name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 255),
        short_name text CHECK (char_length(short_name) <= 100),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,255}$'),
        category text NOT NULL,
        brand text NOT NULL DEFAULT 'RoboLeague',
        price integer NOT NULL CHECK (price >= 1),
        mrp integer NOT NULL CHECK (mrp >= 1),
        tax_included boolean NOT NULL DEFAULT true,
        sku text NOT NULL UNIQUE CHECK (char_length(sku) BETWEEN 1 AND 50),
        inventory integer NOT NULL DEFAULT 0 CONSTRAINT products_inventory_not_negative CHECK (inventory >= 0),
        low_stock_threshold integer NOT NULL DEFAULT 10 CHECK (low_stock_threshold >= 0),
        images text[] NOT NULL DEFAULT '{}',
        thumbnail text,
        summary text NOT NULL DEFAULT '',
        description_html text NOT NULL DEFAULT '',
        features text[] NOT NULL DEFAULT '{}',
        box_contents text[] NOT NULL DEFAULT '{}',
        specifications jsonb NOT NULL DEFAULT '{}',
        age_range text NOT NULL DEFAULT '',
        shipping text NOT NULL DEFAULT '',
        warranty text NOT NULL DEFAULT '',
        return_policy text NOT NULL DEFAULT '',
        tags text[] NOT NULL DEFAULT '{}',
        cta_label text NOT NULL DEFAULT 'Buy Now',
        whatsapp_help_text text,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        order_id text NOT NULL UNIQUE,
        payment_id text,
        product_id text NOT NULL CHECK (char_length(product_id) >= 1),
        product_name text NOT NULL CHECK (char_length(product_name) >= 1),
        product_sku text NOT NULL CHECK (char_length(product_sku) >= 1),
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 5),
        unit_price integer NOT NULL CHECK (unit_price >= 1),
        total_amount integer NOT NULL CHECK (total_amount >= 1),
        payment_status text NOT NULL DEFAULT 'pending'
          CHECK (payment_status IN ('pending', 'completed', 'failed', 'refunded')),
        customer_name text,
        customer_email text,
        customer_phone text,
        shipping_address jsonb,
        order_status text NOT NULL DEFAULT 'pending'
          CHECK (order_status IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
        tracking_number text,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        gateway_order_id text UNIQUE,
        hold_expires_at timestamptz NOT NULL,
        holds_stock boolean NOT NULL DEFAULT true,
        paid_at timestamptz,
        refund_id text,
        refund_due boolean NOT NULL DEFAULT false,
        whatsapp_sent boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX orders_pending_idx ON orders (hold_expires_at) WHERE payment_status = 'pending'`);

    await q.query(`
      CREATE TABLE sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);

    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        password_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`);

    // Gateway webhooks are at-least-once: each event id is processed once.
    await q.query(`
      CREATE TABLE webhook_events (
        event_id text PRIMARY KEY,
        event text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Messages that could not be (or are not configured to be) sent through a provider.
    await q.query(`
      CREATE TABLE notification_outbox (
        id serial PRIMARY KEY,
        dedupe_key text NOT NULL UNIQUE,
        channel text NOT NULL DEFAULT 'whatsapp',
        recipient text NOT NULL,
        body text NOT NULL,
        status text NOT NULL CHECK (status IN ('outbox', 'sent', 'failed')),
        provider_message_id text,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);

    // The generated catalog.json, shared by every web process.
    await q.query(`
      CREATE TABLE catalog_state (
        id integer PRIMARY KEY CHECK (id = 1),
        content jsonb NOT NULL,
        total_products integer NOT NULL,
        last_updated timestamptz NOT NULL
      )`);

    // Counters that must never pass a limit (early-bird places).
    await q.query(`
      CREATE TABLE counters (
        key text PRIMARY KEY,
        value integer NOT NULL DEFAULT 0 CHECK (value >= 0)
      )`);
    await q.query(`INSERT INTO counters (key, value) VALUES ('early_bird', 0)`);

    // Orders and payments of the built-in payment sandbox (development only).
    await q.query(`
      CREATE TABLE sandbox_orders (
        id text PRIMARY KEY,
        amount integer NOT NULL,
        currency text NOT NULL,
        receipt text,
        notes jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'created',
        payment_id text,
        refunds jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'sandbox_orders',
      'counters',
      'catalog_state',
      'notification_outbox',
      'webhook_events',
      'users',
      'sessions',
      'orders',
      'products',
      'coupon_usages',
      'registrations',
      'coupons',
      'venues',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
