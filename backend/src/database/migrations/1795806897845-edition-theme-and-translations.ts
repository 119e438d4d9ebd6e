import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  FIRST_EDITION,
  TRANSLATION_LANGUAGES,
  type EditionContent,
  type EditionTranslation,
  type EditionTranslations,
} from '@robo/domain';

/** An entry's fields in one order (jsonb keeps its keys in its own order). */
const fieldsOf = (entry: object | undefined) => JSON.stringify(Object.entries(entry ?? {}).sort());

/** The translated entries of the entries still as they were (an edited one gets none). */
const keptEntries = <T extends object>(now: T[], before: T[], translated: Partial<T>[] = []): Partial<T>[] =>
  now.map((entry, at) => (fieldsOf(entry) === fieldsOf(before[at]) ? (translated[at] ?? {}) : {}));

/** The translations of `translation`'s texts whose English is still `original`'s (the rest the owner has changed). */
function translationOfUnchanged(
  current: EditionContent,
  original: EditionContent,
  translation: EditionTranslation,
): EditionTranslation {
  const text = (field: 'headline' | 'about' | 'themeTitle' | 'themeText') =>
    current[field] === original[field] ? (translation[field] ?? '') : '';
  return {
    headline: text('headline'),
    about: text('about'),
    themeTitle: text('themeTitle'),
    themeText: text('themeText'),
    timeline: keptEntries(current.timeline, original.timeline, translation.timeline),
    faq: keptEntries(current.faq, original.faq, translation.faq),
  };
}

/**
 * The landing page's theme section becomes edition content (issue 27), and an edition's content
 * may be translated into Hindi and Marathi (issue 31; backend/src/editions/README.md).
 *
 * Edition 1 gets today's theme text, and its Hindi and Marathi content for every text and entry
 * the owner has not changed since the editions migration wrote it (an edited one stays English
 * until the owner translates it on the Editions screen).
 */
export class EditionThemeAndTranslations1795806897845 implements MigrationInterface {
  name = 'EditionThemeAndTranslations1795806897845';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE editions ADD COLUMN theme_title text NOT NULL DEFAULT '',
        ADD COLUMN theme_text text NOT NULL DEFAULT '',
        ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'`);
    const [first] = (await q.query(`SELECT headline, about, timeline, faq FROM editions WHERE slug = $1 FOR UPDATE`, [
      FIRST_EDITION.slug,
    ])) as Pick<EditionContent, 'headline' | 'about' | 'timeline' | 'faq'>[];
    if (!first) return;
    const current: EditionContent = {
      ...first,
      themeTitle: FIRST_EDITION.themeTitle,
      themeText: FIRST_EDITION.themeText,
    };
    const translations: EditionTranslations = {};
    for (const language of TRANSLATION_LANGUAGES) {
      const translation = FIRST_EDITION.translations[language];
      if (translation) translations[language] = translationOfUnchanged(current, FIRST_EDITION, translation);
    }
    await q.query(`UPDATE editions SET theme_title = $2, theme_text = $3, translations = $4 WHERE slug = $1`, [
      FIRST_EDITION.slug,
      current.themeTitle,
      current.themeText,
      JSON.stringify(translations),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE editions DROP COLUMN theme_title, DROP COLUMN theme_text, DROP COLUMN translations`);
  }
}
