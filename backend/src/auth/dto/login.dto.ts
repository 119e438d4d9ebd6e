import { Length } from 'class-validator';
import { MESSAGES } from '@robo/domain';

/** POST /api/admin/login */
export class AdminLoginDto {
  @Length(1, undefined, { message: MESSAGES.passwordRequired })
  password: string;
}
