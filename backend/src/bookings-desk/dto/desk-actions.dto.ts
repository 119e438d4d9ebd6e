import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import type { DeskRefundChoice, Paise } from '@robo/domain';
import { MaxText } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

/** The largest amount anyone could have paid for one booking is far below this; it keeps int4 safe. */
const MAX_PAISE = 10_000_000;

const isPositivePaise = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_PAISE;

const REFUND_CHOICE_MESSAGE = 'refund must be "full", "none" or { "amountPaise": a positive whole number of paise }';

/** `"full"`, `"none"` or `{ amountPaise }`. */
const IsRefundChoice = () =>
  ValidateBy(
    {
      name: 'isRefundChoice',
      validator: {
        validate: (value: unknown) =>
          value === 'full' ||
          value === 'none' ||
          (typeof value === 'object' &&
            value !== null &&
            Object.keys(value).length === 1 &&
            isPositivePaise((value as { amountPaise?: unknown }).amountPaise)),
      },
    },
    { message: REFUND_CHOICE_MESSAGE },
  );

/** Why staff act: required, trimmed, at most the staff reason's length. */
const StaffReason = () =>
  applyDecorators(
    Trim(),
    IsString({ message: 'Please give a reason' }),
    IsNotEmpty({ message: 'Please give a reason' }),
    MaxText('staffReason'),
  );

export class CancelBookingDto {
  @IsRefundChoice()
  refund: DeskRefundChoice;

  @StaffReason()
  reason: string;
}

export class RefundBookingDto {
  @IsInt({ message: 'amountPaise must be a whole number of paise' })
  @Min(1, { message: 'amountPaise must be at least 1' })
  @Max(MAX_PAISE)
  amountPaise: Paise;

  @StaffReason()
  reason: string;
}

export class TransferBookingDto {
  @Type(() => Number)
  @IsInt({ message: 'venueId must be a whole number' })
  @Min(1, { message: 'venueId must be a whole number' })
  @Max(2_147_483_647)
  venueId: number;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxText('staffReason')
  reason?: string;
}

export class DeskRefundLimitDto {
  @IsInt({ message: 'limitPaise must be a whole number of paise' })
  @Min(0, { message: 'limitPaise cannot be negative' })
  @Max(MAX_PAISE)
  limitPaise: Paise;
}

/** POST /api/admin/requests/{id}/decline: the reason the parent is told. */
export class DeclineRequestDto {
  @StaffReason()
  reason: string;
}

/** PUT /api/admin/settings/parent-changes (ParentChangePolicy). */
export class ParentChangePolicyDto {
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;

  @IsInt({ message: 'cutoffHours must be a whole number of hours' })
  @Min(0, { message: 'cutoffHours must be between 0 and 720' })
  @Max(720, { message: 'cutoffHours must be between 0 and 720' })
  cutoffHours: number;

  @IsBoolean({ message: 'refundOnCancel must be true or false' })
  refundOnCancel: boolean;
}
