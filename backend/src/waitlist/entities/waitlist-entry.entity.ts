import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language, WaitlistStatus } from '@robo/domain';
import { CreatedAt, UpdatedAt } from '../../common/columns.js';

/** One child waiting for a seat at a full venue, and the offer it got (README.md). */
@Entity('waitlist_entries')
export class WaitlistEntry {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'venue_id', type: 'integer' }) venueId: number;
  @Column({ name: 'parent_name', type: 'text' }) parentName: string;
  @Column({ name: 'phone_number', type: 'text' }) phoneNumber: string;
  @Column({ type: 'text' }) email: string;
  @Column({ name: 'child_name', type: 'text' }) childName: string;
  @Column({ name: 'grade_group', type: 'text' }) gradeGroup: string;
  @Column({ name: 'school_name', type: 'text' }) schoolName: string;
  /** Order on the list (from the `waitlist_positions` sequence; staff "move up" swaps two). */
  @Column({ type: 'bigint' }) position: string;
  @Column({ type: 'text', default: 'waiting' }) status: WaitlistStatus;
  @Column({ name: 'manage_token', type: 'text', unique: true }) manageToken: string;
  @Column({ name: 'offer_token', type: 'text', unique: true, nullable: true }) offerToken: string | null;
  @Column({ name: 'offered_at', type: 'timestamptz', nullable: true }) offeredAt: Date | null;
  @Column({ name: 'offer_expires_at', type: 'timestamptz', nullable: true }) offerExpiresAt: Date | null;
  /** The tier of the moment the offer was made: the claim pays that price. */
  @Column({ name: 'offer_early_bird', type: 'boolean', nullable: true }) offerEarlyBird: boolean | null;
  @Column({ name: 'booking_id', type: 'text', nullable: true }) bookingId: string | null;
  /** The language the parent joined the list in: their messages are written in it (docs/decisions.md, Languages). */
  @Column({ type: 'text', default: 'en' }) language: Language;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
