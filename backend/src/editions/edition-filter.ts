import { IsOptional, Matches } from 'class-validator';
import { maybeOne, type SqlRunner } from '../common/sql.js';

const EDITION_FILTER_MESSAGE = 'edition must be an edition id or all';

/**
 * The `edition` query parameter of the staff lists that filter by edition (desk, exports, door
 * venue picker): an edition's id, `all`, or absent for the edition on sale.
 */
export class EditionFilterDto {
  @IsEditionFilter() edition?: string;
}

/** Validates an optional `edition` query parameter (an id or `all`). */
export function IsEditionFilter(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Matches(/^(all|[1-9]\d{0,8})$/, { message: EDITION_FILTER_MESSAGE })(target, key);
  };
}

/**
 * The edition an `edition` filter keeps: its id, or null for every edition (`all`, or the default,
 * the edition on sale, while none is on sale). Resolved before a list's statement so PostgreSQL
 * plans it with the value: a condition it cannot see into made it guess half a percent of the rows
 * and scan and sort every booking at 100,000 (README.md, "Filtering staff lists by edition").
 */
export async function editionScope(db: SqlRunner, edition: string | undefined): Promise<number | null> {
  if (edition === 'all') return null;
  if (edition !== undefined) return Number(edition);
  const onSale = await maybeOne<{ id: number }>(db, `SELECT id FROM editions WHERE status = 'on_sale'`);
  return onSale?.id ?? null;
}
