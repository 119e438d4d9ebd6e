import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { FIRST_EDITION, type EditionTranslations } from '@robo/domain';
import { freshMigratedDatabase } from './support/fresh-database.js';

/**
 * Migration 1795806897845-edition-theme-and-translations on a database where the owner had edited
 * edition 1's headline and its first FAQ entry: those stay English, everything else is translated.
 */
describe('edition theme and translations migration', () => {
  let db: DataSource;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await freshMigratedDatabase('robo_edcontent'));
    while (
      await db
        .query(`SELECT 1 FROM migrations WHERE name = 'EditionThemeAndTranslations1795806897845'`)
        .then((found) => found.length)
    )
      await db.undoLastMigration({ transaction: 'all' });
    await db.query(
      `UPDATE editions SET headline = 'Our own headline.',
         faq = jsonb_set(faq, '{0,answer}', '"Four hours."') WHERE slug = $1`,
      [FIRST_EDITION.slug],
    );
    await db.runMigrations({ transaction: 'all' });
  });
  afterAll(() => drop());

  it("gives edition 1 today's theme, and Hindi and Marathi for every text and entry the owner had not changed", async () => {
    const [edition] = (await db.query(`SELECT theme_title, theme_text, translations FROM editions WHERE slug = $1`, [
      FIRST_EDITION.slug,
    ])) as { theme_title: string; theme_text: string; translations: EditionTranslations }[];
    expect(edition).toMatchObject({ theme_title: FIRST_EDITION.themeTitle, theme_text: FIRST_EDITION.themeText });
    for (const language of ['hi', 'mr'] as const) {
      const translated = FIRST_EDITION.translations[language]!;
      expect(edition!.translations[language]).toEqual({
        ...translated,
        headline: '',
        faq: [{}, ...translated.faq!.slice(1)],
      });
    }
  });
});
