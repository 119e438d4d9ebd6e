import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { DateFilter } from '../../common/date-filter.js';
import { IsEditionFilter } from '../../editions/edition-filter.js';
import { BOOKING_PAYMENT_STATES, type MoneyStatus } from '@robo/domain';
import { MoneyStatusFilter } from '../../common/money-status-filter.js';
import { IsSort, PageQueryDto } from '../../common/paging.js';

/** The desk filters by the state a booking shows (libs/domain/src/payment-lifecycle.ts). */
export const DESK_STATUSES = BOOKING_PAYMENT_STATES;
export const REGISTRATION_SORTS = ['createdAt', 'paidAt', 'parentName', 'childName', 'totalAmount'] as const;

/** GET /api/admin/registrations filters (backend/src/bookings-desk/README.md). */
export class RegistrationQueryDto extends PageQueryDto {
  /** Booking id, gateway order or payment id, a name, a phone number in any common form, or an e-mail. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'venueId must be a whole number' })
  @Min(1)
  venueId?: number;

  @IsOptional()
  @IsIn(DESK_STATUSES, { message: `status must be one of ${DESK_STATUSES.join(', ')}` })
  status?: (typeof DESK_STATUSES)[number];

  @MoneyStatusFilter() money?: MoneyStatus;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'checkedIn must be true or false' })
  checkedIn?: boolean;

  @DateFilter('from') from?: Date;

  @DateFilter('to') to?: Date;

  /** An edition's id or `all`; absent: the edition on sale, unless a search `q` or a venue is given. */
  @IsEditionFilter() edition?: string;

  @IsOptional()
  @IsSort(REGISTRATION_SORTS)
  declare sort?: string;
}
