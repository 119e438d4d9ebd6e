import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDate, IsOptional } from 'class-validator';

/** An optional `from` or `to` filter of an admin list: any date the query string gives, as a Date. */
export const DateFilter = (field: 'from' | 'to') =>
  applyDecorators(
    IsOptional(),
    Type(() => Date),
    IsDate({ message: `${field} must be a date` }),
  );
