import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

/** `failing`: pending items whose last attempt failed. */
export const OUTBOX_FILTERS = ['pending', 'failing', 'done'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

export class OutboxQueryDto {
  @IsOptional()
  @IsIn(OUTBOX_FILTERS, { message: `state must be one of ${OUTBOX_FILTERS.join(', ')}` })
  state?: OutboxFilter;

  @IsOptional()
  @Matches(/^[a-z0-9.-]{1,64}$/, { message: 'kind must be an outbox kind such as qr.render' })
  kind?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 200' })
  @Min(1, { message: 'limit must be a whole number from 1 to 200' })
  @Max(200, { message: 'limit must be a whole number from 1 to 200' })
  limit?: number;
}
