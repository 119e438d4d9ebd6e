import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { DateFilter } from '../../common/date-filter.js';
import { IsSort, PageQueryDto } from '../../common/paging.js';

export const ACTIVITY_SORTS = ['at', 'action', 'actor'] as const;

/** GET /api/admin/activity filters. */
export class ActivityQueryDto extends PageQueryDto {
  /** Matches the action, the target id or the person's name (case-insensitive). */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  /** An action (`venue.update`) or an area (`venue`). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  targetType?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  targetId?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'staffId must be a whole number' })
  staffId?: number;

  @DateFilter('from') from?: Date;

  @DateFilter('to') to?: Date;

  @IsOptional()
  @IsSort(ACTIVITY_SORTS)
  declare sort?: string;
}
