import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings.js';
import { toAuthUser, type AuthUser } from './auth-user.js';
import { User } from './entities/user.entity.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { endSessionsOf } from './session-actions.js';
import { execute, maybeOne, one } from '../common/sql.js';

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');
  /** Verified against when an e-mail is unknown, so a miss takes as long as a wrong password. */
  private decoyHash?: Promise<string>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: Settings,
  ) {}

  /**
   * The admin user (ADMIN_USERNAME) exists and signs in with ADMIN_PASSWORD (or the password
   * whose argon2 hash is ADMIN_PASSWORD_HASH). When that password changed since the last start,
   * every session of the admin ends: whoever knew the old password is signed out.
   */
  async onModuleInit(): Promise<void> {
    const { adminUsername, adminPassword, adminPasswordHash } = this.settings;
    // Settings always give one of the two (config/settings.ts).
    const secret = adminPasswordHash ? { hash: adminPasswordHash } : adminPassword ? { password: adminPassword } : null;
    if (!secret) throw new Error('Neither ADMIN_PASSWORD nor ADMIN_PASSWORD_HASH is set');
    const current = await maybeOne<{ id: number; password_hash: string | null }>(
      this.db,
      'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
      [adminUsername],
    );
    const unchanged =
      current?.password_hash &&
      ('hash' in secret
        ? current.password_hash === secret.hash
        : await verifyPassword(current.password_hash, secret.password).catch(() => false));
    if (unchanged) {
      await execute(this.db, `UPDATE users SET role = 'owner' WHERE id = $1 AND role <> 'owner'`, [current.id]);
      return;
    }
    const hash = 'hash' in secret ? secret.hash : await hashPassword(secret.password);
    const admin = await one<{ id: number }>(
      this.db,
      `INSERT INTO users (email, first_name, password_hash, role) VALUES ($1, 'Admin', $2, 'owner')
       ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'owner', updated_at = now()
       RETURNING id`,
      [adminUsername, hash],
    );
    if (current) {
      await endSessionsOf(this.db.manager, admin.id);
      this.logger.log(`The admin password changed: signed out every session of ${adminUsername}`);
    } else {
      this.logger.log(`Admin user ${adminUsername} is ready`);
    }
  }

  /** The active staff member with this e-mail and password, or null. */
  async validateUser(email: string, password: string): Promise<AuthUser | null> {
    const user = await this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
    if (!user?.passwordHash || !user.isActive) {
      this.decoyHash ??= hashPassword('decoy password');
      await verifyPassword(await this.decoyHash, password);
      return null;
    }
    return (await verifyPassword(user.passwordHash, password)) ? toAuthUser(user) : null;
  }

  /** The admin user when `password` is the admin's password, else null. */
  validateAdminPassword(password: string): Promise<AuthUser | null> {
    return this.validateUser(this.settings.adminUsername, password);
  }

  async findUser(id: number): Promise<AuthUser | null> {
    const user = await this.db.getRepository(User).findOneBy({ id });
    return user ? toAuthUser(user) : null;
  }
}
