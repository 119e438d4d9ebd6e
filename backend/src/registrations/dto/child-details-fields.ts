import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, MinLength } from 'class-validator';
import { GRADE_GROUPS, MESSAGES, TEXT_FIELDS } from '@robo/domain';
import { MaxText, NoControlChars } from '../../common/max-text.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The child's fields as the booking form checks them; the parent's correction checks them the same way. */
export const ChildNameField = () =>
  applyDecorators(
    Transform(trim),
    NoControlChars(TEXT_FIELDS.childName.label),
    MaxText('childName'),
    MinLength(2, { message: MESSAGES.childNameMin }),
  );

export const GradeGroupField = () => IsIn(GRADE_GROUPS, { message: MESSAGES.gradeGroupInvalid });

export const SchoolNameField = () =>
  applyDecorators(Transform(trim), MaxText('schoolName'), MinLength(2, { message: MESSAGES.schoolNameMin }));
