import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { IndianMobile } from '../../common/mobile-number.js';
import {
  EMAIL_RE,
  MAX_PURCHASE_QTY,
  MESSAGES,
  MIN_PURCHASE_QTY,
  PINCODE_RE,
  TEXT_FIELDS,
  type Paise,
} from '@robo/domain';
import { IsClientId, MaxText, NoControlChars } from '../../common/max-text.js';
import { PRODUCT_NOT_FOUND } from '../orders.messages.js';
import { OptionalGstin } from '../../common/gstin.js';
import { WithChallengeAnswer } from '../../hold-limits/challenge-answer.dto.js';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class ShippingAddressDto {
  @trim()
  @MaxText('line1')
  @IsString({ message: MESSAGES.addressLine1Required })
  @MinLength(1, { message: MESSAGES.addressLine1Required })
  line1: string;

  @trim()
  @MaxText('line2')
  @IsOptional()
  @IsString()
  line2?: string;

  @trim()
  @MaxText('city')
  @IsString({ message: MESSAGES.cityRequired })
  @MinLength(1, { message: MESSAGES.cityRequired })
  city: string;

  @trim()
  @MaxText('state')
  @IsString({ message: MESSAGES.stateRequired })
  @MinLength(1, { message: MESSAGES.stateRequired })
  state: string;

  @trim()
  @IsString({ message: MESSAGES.pincodeInvalid })
  @Matches(PINCODE_RE, { message: MESSAGES.pincodeInvalid })
  pincode: string;
}

/** Body of POST /api/razorpay/create-order: what to buy and where to ship it. */
export class CreateOrderDto extends WithChallengeAnswer {
  @trim()
  @IsClientId(PRODUCT_NOT_FOUND)
  @IsString({ message: MESSAGES.productIdRequired })
  @MinLength(1, { message: MESSAGES.productIdRequired })
  productId: string;

  @IsInt({ message: MESSAGES.quantityRange })
  @Min(MIN_PURCHASE_QTY, { message: MESSAGES.quantityRange })
  @Max(MAX_PURCHASE_QTY, { message: MESSAGES.quantityRange })
  qty: number;

  @trim()
  @NoControlChars(TEXT_FIELDS.customerName.label)
  @MaxText('customerName')
  @IsString({ message: MESSAGES.customerNameMin })
  @MinLength(2, { message: MESSAGES.customerNameMin })
  customerName: string;

  @trim()
  @MaxText('email')
  @IsString({ message: MESSAGES.emailInvalid })
  @Matches(EMAIL_RE, { message: MESSAGES.emailInvalid })
  customerEmail: string;

  /** Stored in E.164. */
  @IndianMobile(MESSAGES.mobileInvalid)
  customerPhone: string;

  @IsDefined({ message: MESSAGES.addressLine1Required })
  @IsObject({ message: MESSAGES.addressLine1Required })
  @ValidateNested()
  @Type(() => ShippingAddressDto)
  shippingAddress: ShippingAddressDto;

  @OptionalGstin()
  buyerGstin?: string;

  /** Accepted and ignored: the server prices every order itself. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MESSAGES.invalidAmount })
  @Min(0, { message: MESSAGES.invalidAmount })
  amount?: Paise;
}
