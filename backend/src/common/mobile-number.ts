import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import { E164_MOBILE_RE, e164Mobile } from '@robo/domain';

/**
 * An Indian mobile number in any form people type (`+91 98220 12345`, `919822012345`,
 * `098220-12345`), stored in its canonical E.164 form (`+919822012345`, libs/domain phone.ts);
 * anything else is refused with `message`.
 */
export function IndianMobile(message: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (e164Mobile(value) ?? value) : value)),
    Matches(E164_MOBILE_RE, { message }),
  );
}
