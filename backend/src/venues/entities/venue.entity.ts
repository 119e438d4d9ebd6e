import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt } from '../../common/columns.js';

@Entity('venues')
export class Venue {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text', unique: true }) name: string;
  @Column({ name: 'display_name', type: 'text' }) displayName: string;
  @Column({ type: 'text' }) city: string;
  @Column({ type: 'text' }) address: string;
  @Column({ name: 'date_time', type: 'text' }) dateTime: string;
  @IntColumn({ name: 'max_seats', default: 150 }) maxSeats: number;
  @IntColumn({ name: 'booked_seats', default: 0 }) bookedSeats: number;
  /** Seats of booked_seats held by pending registrations: kept by the hold statement and a trigger. */
  @IntColumn({ name: 'held_seats', default: 0 }) heldSeats?: number;
  /** Waiting-list entries still waiting: while above zero, free seats go to the list, not on sale (waitlist). */
  @IntColumn({ name: 'waiting_entries', default: 0 }) waitingEntries?: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
