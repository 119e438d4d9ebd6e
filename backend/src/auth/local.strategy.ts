import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { MESSAGES } from '@robo/domain';
import type { AuthUser } from './auth-user.js';
import { authError } from './auth.errors.js';
import { AuthService } from './auth.service.js';

/** Username (the user's e-mail) and password; passport only checks them, the session is ours. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: unknown, password: unknown): Promise<AuthUser> {
    const user =
      typeof username === 'string' && typeof password === 'string'
        ? await this.auth.validateUser(username, password)
        : null;
    if (!user) throw authError.INVALID_CREDENTIALS(MESSAGES.invalidCredentials);
    return user;
  }
}
