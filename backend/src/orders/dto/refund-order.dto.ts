import {
  ORDER_CANCEL_MESSAGES,
  ORDER_REFUND_MESSAGES,
  type OrderRefundAmount,
  type OrderRefundRequest,
} from '@robo/domain';
import { IsInt, IsOptional, IsString, Min, MinLength, ValidateBy } from 'class-validator';
import { MaxText } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

const isRefundAmount = (value: unknown): value is OrderRefundAmount =>
  value === 'full' || (Number.isSafeInteger(value) && (value as number) > 0);

/** POST /api/admin/orders/{orderId}/refund (backend/src/orders/README.md, "Refund"). */
export class RefundOrderDto implements OrderRefundRequest {
  @ValidateBy(
    { name: 'isRefundAmount', validator: { validate: isRefundAmount } },
    { message: ORDER_REFUND_MESSAGES.amountInvalid },
  )
  amountPaise: OrderRefundAmount;

  @Trim()
  @IsString({ message: ORDER_CANCEL_MESSAGES.reasonRequired })
  @MinLength(1, { message: ORDER_CANCEL_MESSAGES.reasonRequired })
  @MaxText('staffReason')
  reason: string;

  @IsOptional()
  @IsInt({ message: ORDER_REFUND_MESSAGES.restockInvalid })
  @Min(0, { message: ORDER_REFUND_MESSAGES.restockInvalid })
  restockQuantity?: number;
}
