import { ORDER_CANCEL_MESSAGES, type CancelOrderRequest, type OrderCancelRefund } from '@robo/domain';
import { IsBoolean, IsString, MinLength, ValidateBy } from 'class-validator';
import { MaxText } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

/** "full", "none", or exactly `{ amountPaise }` with a whole number of paise above 0. */
function isCancelRefund(value: unknown): value is OrderCancelRefund {
  if (value === 'full' || value === 'none') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { amountPaise } = value as { amountPaise?: unknown };
  return keys.length === 1 && Number.isSafeInteger(amountPaise) && (amountPaise as number) > 0;
}

export class CancelOrderDto implements CancelOrderRequest {
  @ValidateBy(
    { name: 'isCancelRefund', validator: { validate: isCancelRefund } },
    { message: ORDER_CANCEL_MESSAGES.refundInvalid },
  )
  refund: OrderCancelRefund;

  @IsBoolean({ message: 'restock must be true or false' }) restock: boolean;

  @Trim()
  @IsString({ message: ORDER_CANCEL_MESSAGES.reasonRequired })
  @MinLength(1, { message: ORDER_CANCEL_MESSAGES.reasonRequired })
  @MaxText('staffReason')
  reason: string;
}
