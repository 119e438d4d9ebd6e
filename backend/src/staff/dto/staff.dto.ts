import { IsEmail, IsIn, IsString, Length, MaxLength } from 'class-validator';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLE_MESSAGE, STAFF_ROLES, type StaffRole } from '@robo/domain';
import { NoControlChars } from '../../common/max-text.js';
import { Trim } from '../../common/trim.js';

const PASSWORD_MESSAGE = `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;

/** POST /api/admin/staff: invite someone. */
export class InviteStaffDto {
  @Trim()
  @NoControlChars('Name')
  @Length(1, 100, { message: 'Name is required' })
  name: string;

  @Trim()
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @IsIn(STAFF_ROLES, { message: STAFF_ROLE_MESSAGE })
  role: StaffRole;
}

/** PUT /api/admin/staff/{id}/role */
export class ChangeRoleDto {
  @IsIn(STAFF_ROLES, { message: STAFF_ROLE_MESSAGE })
  role: StaffRole;
}

/** POST /api/staff-invites/{token}: set the first password. */
export class AcceptInviteDto {
  @IsString()
  @Length(STAFF_PASSWORD_MIN_LENGTH, 200, { message: PASSWORD_MESSAGE })
  password: string;
}

/** POST /api/admin/me/password */
export class ChangePasswordDto {
  @IsString()
  @Length(1, 200, { message: 'Please enter your current password' })
  currentPassword: string;

  @IsString()
  @Length(STAFF_PASSWORD_MIN_LENGTH, 200, { message: PASSWORD_MESSAGE })
  newPassword: string;
}
