import {
  ADMIN_ORDER_PAGE_SIZE_MAX,
  ADMIN_ORDER_SORTS,
  ADMIN_ORDER_STATUSES,
  FULFILMENT_STATES,
  type MoneyStatus,
} from '@robo/domain';
import { Type } from 'class-transformer';
import { MoneyStatusFilter } from '../../common/money-status-filter.js';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const SORTS = ADMIN_ORDER_SORTS.flatMap((key) => [key, `-${key}`]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters of the orders list and its CSV export (backend/src/orders/README.md). */
export class AdminOrdersQueryDto {
  @IsOptional() @IsString() @MaxLength(100) q?: string;
  @IsOptional()
  @IsIn(ADMIN_ORDER_STATUSES, { message: `status must be one of ${ADMIN_ORDER_STATUSES.join(', ')}` })
  status?: (typeof ADMIN_ORDER_STATUSES)[number];
  @MoneyStatusFilter() money?: MoneyStatus;
  @IsOptional()
  @IsIn(FULFILMENT_STATES, { message: `fulfilment must be one of ${FULFILMENT_STATES.join(', ')}` })
  fulfilment?: (typeof FULFILMENT_STATES)[number];
  @IsOptional() @Matches(DAY, { message: 'from must be a date (YYYY-MM-DD)' }) from?: string;
  @IsOptional() @Matches(DAY, { message: 'to must be a date (YYYY-MM-DD)' }) to?: string;
  @IsOptional() @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}` }) sort?: string;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page?: number;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(ADMIN_ORDER_PAGE_SIZE_MAX, { message: `pageSize must be at most ${ADMIN_ORDER_PAGE_SIZE_MAX}` })
  pageSize?: number;
}
