import { IsInt, IsOptional, IsString, MinLength } from 'class-validator';
import { MESSAGES, type Paise } from '@robo/domain';

/**
 * Body of POST /api/whatsapp/send-confirmation (spec §7). Only `orderId` is used: the message is
 * built from the stored order and goes to that order's own phone, whatever `to` says.
 */
export class WhatsappConfirmationDto {
  @IsString({ message: MESSAGES.orderIdRequired })
  @MinLength(1, { message: MESSAGES.orderIdRequired })
  orderId: string;

  @IsOptional() @IsString() to?: string;
  @IsOptional() @IsString() productName?: string;
  @IsOptional() @IsString() sku?: string;
  @IsOptional() @IsInt() qty?: number;
  @IsOptional() @IsInt() amountInPaise?: Paise;
}
