import { applyDecorators } from '@nestjs/common';
import { MONEY_STATUSES } from '@robo/domain';
import { IsIn, IsOptional } from 'class-validator';

/** The `money` filter of the bookings and orders lists and exports: paid, partially refunded or refunded. */
export const MoneyStatusFilter = () =>
  applyDecorators(IsOptional(), IsIn(MONEY_STATUSES, { message: `money must be one of ${MONEY_STATUSES.join(', ')}` }));
