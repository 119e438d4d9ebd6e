import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { maybeOne } from '../common/sql.js';
import type { RetriedHolds } from '../hold-limits/retried-holds.js';
import { JoinWaitlistDto } from './dto/waitlist.dto.js';

/**
 * For the hold-limit guard on joining (the same limits as bookings): a child's second join
 * answers its live entry, so HOLDS_PER_CONTACT does not refuse it.
 */
@Injectable()
export class WaitlistRejoins implements RetriedHolds<JoinWaitlistDto> {
  readonly request = JoinWaitlistDto;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async live(request: JoinWaitlistDto): Promise<object | undefined> {
    return maybeOne<{ id: number }>(
      this.db,
      `SELECT id FROM waitlist_entries WHERE venue_id = $1 AND phone_number = $2 AND lower(email) = lower($3)
         AND lower(child_name) = lower($4) AND status IN ('waiting', 'offered')`,
      [request.venueId, request.phone, request.email, request.childName],
    );
  }
}
