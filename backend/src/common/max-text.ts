import { Matches, MaxLength } from 'class-validator';
import {
  controlCharsMessage,
  ID_RE,
  NO_CONTROL_CHARS_RE,
  TEXT_FIELDS,
  tooLongMessage,
  type LimitedField,
} from '@robo/domain';

/** The longest `field` may be, from the one source the forms use too (libs/domain text-limits.ts). */
export const MaxText = (field: LimitedField) =>
  MaxLength(TEXT_FIELDS[field].max, { message: tooLongMessage(TEXT_FIELDS[field].label, TEXT_FIELDS[field].max) });

/** A person's name (`label` as the forms name it) may not hold line breaks, tabs or other control characters. */
export const NoControlChars = (label: string) => Matches(NO_CONTROL_CHARS_RE, { message: controlCharsMessage(label) });

/** An id a client sends: letters, digits, '-' and '_', at most 64 characters. */
export const IsClientId = (message: string) => Matches(ID_RE, { message });
