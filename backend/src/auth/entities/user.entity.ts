import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../common/columns.js';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'first_name', type: 'text', nullable: true }) firstName: string | null;
  @Column({ name: 'last_name', type: 'text', nullable: true }) lastName: string | null;
  @Column({ name: 'profile_image_url', type: 'text', nullable: true }) profileImageUrl: string | null;
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false }) passwordHash: string | null;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
