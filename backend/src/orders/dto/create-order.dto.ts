import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsNumber, IsObject, IsOptional, IsString, Matches, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { EMAIL_RE, MAX_PURCHASE_QTY, MESSAGES, MIN_PURCHASE_QTY, MOBILE_RE, PINCODE_RE } from '@robo/domain';
import { IsClientId, MaxText } from '../../common/max-text.js';
import { PRODUCT_NOT_FOUND } from '../orders.messages.js';
import { WithChallengeAnswer } from '../../hold-limits/challenge-answer.dto.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class ShippingAddressDto {
  @trim() @IsString({ message: MESSAGES.addressLine1Required }) @MinLength(1, { message: MESSAGES.addressLine1Required }) @MaxText('line1')
  line1: string;

  @trim() @IsOptional() @IsString() @MaxText('line2')
  line2?: string;

  @trim() @IsString({ message: MESSAGES.cityRequired }) @MinLength(1, { message: MESSAGES.cityRequired }) @MaxText('city')
  city: string;

  @trim() @IsString({ message: MESSAGES.stateRequired }) @MinLength(1, { message: MESSAGES.stateRequired }) @MaxText('state')
  state: string;

  @trim() @IsString({ message: MESSAGES.pincodeInvalid }) @Matches(PINCODE_RE, { message: MESSAGES.pincodeInvalid })
  pincode: string;
}

/** Body of POST /api/razorpay/create-order: what to buy and where to ship it. */
export class CreateOrderDto extends WithChallengeAnswer {
  @trim() @IsString({ message: MESSAGES.productIdRequired }) @MinLength(1, { message: MESSAGES.productIdRequired })
  @IsClientId(PRODUCT_NOT_FOUND)
  productId: string;

  @IsInt({ message: MESSAGES.quantityRange })
  @Min(MIN_PURCHASE_QTY, { message: MESSAGES.quantityRange })
  @Max(MAX_PURCHASE_QTY, { message: MESSAGES.quantityRange })
  qty: number;

  @trim() @IsString({ message: MESSAGES.customerNameMin }) @MinLength(2, { message: MESSAGES.customerNameMin }) @MaxText('customerName')
  customerName: string;

  @trim() @IsString({ message: MESSAGES.emailInvalid }) @Matches(EMAIL_RE, { message: MESSAGES.emailInvalid }) @MaxText('email')
  customerEmail: string;

  @trim() @IsString({ message: MESSAGES.mobileInvalid }) @Matches(MOBILE_RE, { message: MESSAGES.mobileInvalid })
  customerPhone: string;

  @IsDefined({ message: MESSAGES.addressLine1Required })
  @IsObject({ message: MESSAGES.addressLine1Required })
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shippingAddress: ShippingAddressDto;

  /** Accepted and ignored: the server prices every order itself. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.invalidAmount })
  @Min(0, { message: MESSAGES.invalidAmount })
  amount?: number;
}
