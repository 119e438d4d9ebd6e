import {
  STOCK_ADJUST_MAX,
  STOCK_ADJUST_REASONS,
  STOCK_ADJUST_SIGN,
  STOCK_MESSAGES,
  type StockAdjustReason,
  type StockAdjustRequest,
} from '@robo/domain';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, NotEquals, ValidateIf, ValidateBy } from 'class-validator';
import { MaxText } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

/** Whether the delta's sign fits the reason (received adds, damaged removes); other checks report a bad reason. */
function signFits(delta: unknown, reason: unknown): boolean {
  const sign = STOCK_ADJUST_SIGN[reason as StockAdjustReason];
  if (!sign || typeof delta !== 'number') return true;
  return sign === 'either' || (sign === 'positive' ? delta > 0 : delta < 0);
}

/** POST /api/admin/products/{id}/stock (backend/src/catalog/README.md, "Stock"). */
export class StockAdjustDto implements StockAdjustRequest {
  @IsInt({ message: STOCK_MESSAGES.deltaInvalid })
  @NotEquals(0, { message: STOCK_MESSAGES.deltaInvalid })
  @Min(-STOCK_ADJUST_MAX, { message: STOCK_MESSAGES.deltaInvalid })
  @Max(STOCK_ADJUST_MAX, { message: STOCK_MESSAGES.deltaInvalid })
  @ValidateBy(
    {
      name: 'stockSignFits',
      validator: { validate: (delta, args) => signFits(delta, (args?.object as StockAdjustDto | undefined)?.reason) },
    },
    { message: (args) => STOCK_MESSAGES.wrongSign((args.object as StockAdjustDto).reason) },
  )
  delta: number;

  @IsIn(STOCK_ADJUST_REASONS, { message: STOCK_MESSAGES.reasonInvalid })
  reason: StockAdjustReason;

  @IsOptional()
  @Trim()
  @ValidateIf((_, value) => value !== '')
  @IsString({ message: 'note must be text' })
  @MaxText('staffReason')
  note?: string;
}
