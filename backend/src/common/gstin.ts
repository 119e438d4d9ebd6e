import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { MESSAGES, isValidGstin, normaliseGstin } from '@robo/domain';

/** An optional buyer GSTIN: blank means none; otherwise upper-cased and checked by its checksum. */
export function OptionalGstin(): PropertyDecorator {
  const decorators = [
    Transform(({ value }) => (typeof value === 'string' ? normaliseGstin(value) || undefined : (value ?? undefined))),
    IsOptional(),
    ValidateBy({
      name: 'isGstin',
      validator: {
        validate: (value) => typeof value === 'string' && isValidGstin(value),
        defaultMessage: () => MESSAGES.gstinInvalid,
      },
    }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}
