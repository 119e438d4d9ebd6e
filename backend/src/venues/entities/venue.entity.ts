import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, IntColumn, UpdatedAt } from '../../common/columns.js';

@Entity('venues')
export class Venue {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'text', unique: true }) name: string;
  @Column({ name: 'display_name', type: 'text' }) displayName: string;
  @Column({ type: 'text' }) city: string;
  @Column({ type: 'text' }) address: string;
  /** The SPEC's `dateTime`: rendered from the times when staff set them; older free text otherwise. */
  @Column({ name: 'date_time', type: 'text' }) dateTime: string;
  /** The edition it belongs to; an insert without one takes the edition on sale (a trigger). */
  @IntColumn({ name: 'edition_id' }) editionId?: number;
  /** Null only for a venue whose old free-text date could not be read: it takes no bookings. */
  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true }) startsAt?: Date | null;
  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true }) endsAt?: Date | null;
  /** Null: two hours before the start. */
  @Column({ name: 'booking_closes_at', type: 'timestamptz', nullable: true }) bookingClosesAt?: Date | null;
  @IntColumn({ name: 'max_seats', default: 150 }) maxSeats: number;
  @IntColumn({ name: 'booked_seats', default: 0 }) bookedSeats: number;
  /** Seats of booked_seats held by pending registrations: kept by the hold statement and a trigger. */
  @IntColumn({ name: 'held_seats', default: 0 }) heldSeats?: number;
  @Column({ name: 'is_active', type: 'boolean', default: true }) isActive: boolean;
  /** The `.ics` SEQUENCE: raised by each change of the start, end or address (backend/src/reminders/README.md). */
  @IntColumn({ name: 'calendar_sequence', default: 0 }) calendarSequence?: number;
  @CreatedAt() createdAt: Date;
  @UpdatedAt() updatedAt: Date;
}
