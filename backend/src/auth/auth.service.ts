import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { Settings } from '../config/settings.js';
import { toAuthUser, type AuthUser } from './auth-user.js';
import { User } from './entities/user.entity.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');
  /** Verified against when an e-mail is unknown, so a miss takes as long as a wrong password. */
  private decoyHash?: Promise<string>;

  constructor(@InjectDataSource() private readonly db: DataSource, private readonly settings: Settings) {}

  /** The admin user (ADMIN_USERNAME) exists and signs in with ADMIN_PASSWORD. */
  async onModuleInit(): Promise<void> {
    const hash = await argon2.hash(this.settings.adminPassword);
    await this.db.query(
      `INSERT INTO users (email, first_name, password_hash, role) VALUES ($1, 'Admin', $2, 'owner')
       ON CONFLICT ((lower(email))) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'owner', updated_at = now()`,
      [this.settings.adminUsername, hash],
    );
    this.logger.log(`Admin user ${this.settings.adminUsername} is ready`);
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
      this.decoyHash ??= argon2.hash('decoy password');
      await argon2.verify(await this.decoyHash, password);
      return null;
    }
    return (await argon2.verify(user.passwordHash, password)) ? toAuthUser(user) : null;
  }

  /** The admin user (the owner) when `password` is ADMIN_PASSWORD (compared in constant time), else null. */
  async validateAdminPassword(password: string): Promise<AuthUser | null> {
    if (!timingSafeEqual(sha256(password), sha256(this.settings.adminPassword))) return null;
    const admin = await this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: this.settings.adminUsername })
      .getOne();
    return admin?.isActive ? toAuthUser(admin) : null;
  }

  async findUser(id: number): Promise<AuthUser | null> {
    const user = await this.db.getRepository(User).findOneBy({ id });
    return user ? toAuthUser(user) : null;
  }
}
