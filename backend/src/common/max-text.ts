import { Matches, MaxLength } from 'class-validator';
import { ID_RE, TEXT_FIELDS, tooLongMessage, type LimitedField } from '@robo/domain';

/** The longest `field` may be, from the one source the forms use too (libs/domain text-limits.ts). */
export const MaxText = (field: LimitedField) =>
  MaxLength(TEXT_FIELDS[field].max, { message: tooLongMessage(TEXT_FIELDS[field].label, TEXT_FIELDS[field].max) });

/** An id a client sends: letters, digits, '-' and '_', at most 64 characters. */
export const IsClientId = (message: string) => Matches(ID_RE, { message });
