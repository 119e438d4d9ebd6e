import type { GradeGroup } from '@robo/domain';
import type { Translate } from './useT';

/** Each grade group's label key ("Std 1–2", "कक्षा 1–2", "इयत्ता 1–2"), written out whole for the catalogue check. */
const GRADE_GROUP_KEYS: Record<GradeGroup, string> = {
  'std-1-2': 'booking.gradeGroup.std-1-2',
  'std-3-4': 'booking.gradeGroup.std-3-4',
  'std-5-9': 'booking.gradeGroup.std-5-9',
};

/** A grade group as parents read it in the page's language; an unknown value as it is. */
export function gradeGroupLabel(t: Translate, group: GradeGroup): string {
  const key = GRADE_GROUP_KEYS[group];
  return key ? t(key) : group;
}
