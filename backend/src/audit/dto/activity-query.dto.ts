import { Type } from 'class-transformer';
import { IsDate, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
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

  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'from must be a date' })
  from?: Date;

  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'to must be a date' })
  to?: Date;

  @IsOptional()
  @IsSort(ACTIVITY_SORTS)
  declare sort?: string;
}
