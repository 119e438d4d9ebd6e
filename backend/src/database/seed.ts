import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { Coupon } from '../coupons/entities/coupon.entity.js';
import { Product } from '../catalog/entities/product.entity.js';
import type { Settings } from '../config/settings.js';
import { execute } from '../common/sql.js';
import { Venue } from '../venues/entities/venue.entity.js';
import { parseVenueText } from '@robo/domain';
import { DEMO_COUPONS, DEMO_PRODUCTS, DEMO_VENUES, demoProductSvg } from './demo-data.js';

const SEED_LOCK_KEY = 7_246_310_912;

/** Where the demo products' images live under UPLOADS_DIR (served as static files, app.setup.ts). */
export const DEMO_IMAGES_DIR = 'demo';

/** Fills an empty database with demo venues, coupons and products (once, whatever the process count). */
export async function seedDemoData(dataSource: DataSource, settings: Settings): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await execute(manager, 'SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if ((await manager.count(Venue)) > 0 || (await manager.count(Product)) > 0) return;

    // The demo venues' wording gives their times (they belong to the edition on sale, by the insert trigger).
    await manager.insert(
      Venue,
      DEMO_VENUES.map((venue) => ({ ...venue, ...parseVenueText(venue.dateTime) })),
    );
    await manager.insert(Coupon, DEMO_COUPONS);
    const imageDir = join(settings.uploadsDir, DEMO_IMAGES_DIR);
    mkdirSync(imageDir, { recursive: true });
    await manager.insert(
      Product,
      DEMO_PRODUCTS.map(({ colour, ...product }) => {
        writeFileSync(join(imageDir, `${product.slug}.svg`), demoProductSvg(product.shortName ?? product.name, colour));
        const image = `/uploads/${DEMO_IMAGES_DIR}/${product.slug}.svg`;
        return {
          ...product,
          shortName: product.shortName ?? null,
          thumbnail: image,
          images: [image],
          descriptionHtml: `<p>${product.summary}</p>`,
          shipping: 'Pan-India, 3–5 business days',
          warranty: '6 months limited',
          returnPolicy: '7-day replacement',
          whatsappHelpText: `Hi! I have a question about ${product.name}.`,
        };
      }),
    );
    new Logger('Seed').log(
      `Seeded demo data: ${DEMO_VENUES.length} venues, ${DEMO_COUPONS.length} coupons, ${DEMO_PRODUCTS.length} products`,
    );
  });
}
