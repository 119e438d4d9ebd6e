import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@robo/domain';
import { CreatedAt, UpdatedAt } from '../../common/columns.js';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'first_name', type: 'text', nullable: true }) firstName: string | null;
  @Column({ name: 'last_name', type: 'text', nullable: true }) lastName: string | null;
  @Column({ name: 'profile_image_url', type: 'text', nullable: true }) profileImageUrl: string | null;
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false }) passwordHash: string | null;
  @Column({ type: 'text', default: 'desk' }) role: StaffRole;
  /** Deactivated staff cannot sign in; their sessions end when they are deactivated. */
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  /** sha256 of the one-time invitation token, until the password is set. */
  @Column({ name: 'invite_token_hash', type: 'text', nullable: true, select: false }) inviteTokenHash: string | null;
  @Column({ name: 'invite_expires_at', type: 'timestamptz', nullable: true }) inviteExpiresAt: Date | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
