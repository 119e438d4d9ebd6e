import { IsOptional, Matches } from 'class-validator';

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

/** The SQL parameter for an `edition` filter: its id, 0 for every edition, null for the one on sale. */
export function editionFilterValue(edition: string | undefined): number | null {
  if (edition === undefined) return null;
  return edition === 'all' ? 0 : Number(edition);
}

/**
 * `column` belongs to the edition a filter value names (editionFilterValue): every edition for 0,
 * the one on sale for null, or every edition when none is on sale.
 */
export function editionCondition(column: string, param: string): string {
  return `(${param}::int = 0 OR ${column} = coalesce(${param}::int, (SELECT id FROM editions WHERE status = 'on_sale'), ${column}))`;
}
