import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 200;

/** `page` (1-based), `pageSize` (at most 200) and `sort` (`field` or `-field`) of an admin list. */
export class PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page starts at 1' })
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be between 1 and 200' })
  @Max(MAX_PAGE_SIZE, { message: 'pageSize must be between 1 and 200' })
  pageSize: number = 50;

  @IsOptional()
  @IsString()
  sort?: string;
}

/** A `sort` value allowed by `fields`, e.g. `IsSort(['createdAt', 'status'])` accepts `-createdAt`. */
export const IsSort = (fields: readonly string[]) =>
  IsIn(
    fields.flatMap((f) => [f, `-${f}`]),
    { message: `sort must be one of ${fields.join(', ')} (prefix - for descending)` },
  );

/** The ORDER BY direction and column key of a validated `sort` value. */
export function parseSort<K extends string>(
  sort: string | undefined,
  fallback: `${'-' | ''}${K}`,
): { key: K; direction: 'ASC' | 'DESC' } {
  const value = sort ?? fallback;
  return value.startsWith('-')
    ? { key: value.slice(1) as K, direction: 'DESC' }
    : { key: value as K, direction: 'ASC' };
}

export const offsetOf = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;
