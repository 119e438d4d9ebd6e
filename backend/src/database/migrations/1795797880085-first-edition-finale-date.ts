import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_FINALE = { date: 'Jan 2026', text: 'National finale: the national finale takes place in Pune in Jan 2026.' };
const NEW_FINALE = { date: 'Jan 2027', text: 'National finale: the national finale takes place in Pune in Jan 2027.' };

/**
 * Edition 1's landing page said the national finale is in Jan 2026, before its December 2026
 * workshops (issue 27): its finale entry becomes Jan 2027. Only the entry as the editions
 * migration wrote it changes; an entry the owner has edited since is theirs.
 */
export class FirstEditionFinaleDate1795797880085 implements MigrationInterface {
  name = 'FirstEditionFinaleDate1795797880085';

  async up(q: QueryRunner): Promise<void> {
    await this.replaceEntry(q, OLD_FINALE, NEW_FINALE);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.replaceEntry(q, NEW_FINALE, OLD_FINALE);
  }

  private async replaceEntry(q: QueryRunner, from: object, to: object): Promise<void> {
    await q.query(
      `UPDATE editions
       SET timeline = (SELECT jsonb_agg(CASE WHEN entry = $1::jsonb THEN $2::jsonb ELSE entry END ORDER BY at)
                       FROM jsonb_array_elements(timeline) WITH ORDINALITY AS entries(entry, at))
       WHERE slug = 'roboleague-11' AND timeline @> jsonb_build_array($1::jsonb)`,
      [JSON.stringify(from), JSON.stringify(to)],
    );
  }
}
