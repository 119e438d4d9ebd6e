import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { moneyStatusJoinedSql, paymentStateSql } from '@robo/domain';
import {
  type CsvColumn,
  defusedSql,
  filteredCsv,
  kolkataTimeSql,
  moneyColumnsSql,
  phoneCellSql,
  rupeesSql,
} from '../common/csv.js';
import type { RegistrationQueryDto } from './dto/registration-query.dto.js';
import { deskFilter } from './registrations-desk.service.js';

const money = moneyColumnsSql('r', 'registration', 'booking_id');

/**
 * The file's columns, header and SQL side by side (a new column is one line); text people typed is
 * defused against formulas, phones kept as text (backend/src/common/csv.ts).
 */
const COLUMNS: CsvColumn[] = [
  ['Booking ID', 'r.booking_id'],
  ['Booked (IST)', kolkataTimeSql('r.created_at')],
  ['Paid (IST)', kolkataTimeSql('r.paid_at')],
  ['Status', paymentStateSql('r')],
  ['Money', moneyStatusJoinedSql('r', 't')],
  ['Parent', defusedSql('r.parent_name')],
  ['Child', defusedSql('r.child_name')],
  ['Phone', phoneCellSql('r.phone_number')],
  ['E-mail', defusedSql('r.email')],
  ['Grade', 'r.grade_group'],
  ['School', defusedSql('r.school_name')],
  ['Venue', defusedSql('v.display_name')],
  ['Kit', `CASE WHEN r.takeaway_kit THEN 'Takeaway kit' END`],
  ['Amount (INR)', rupeesSql('r.total_amount')],
  ['Before discount (INR)', rupeesSql('r.original_amount')],
  ['Discount (INR)', rupeesSql('r.discount_amount')],
  ['Coupon', defusedSql('r.coupon_code')],
  ['Paid (INR)', rupeesSql(money.paid)],
  ['Refunded (INR)', rupeesSql(money.refunded)],
  ['Net (INR)', rupeesSql(money.net)],
  ['Checked in (IST)', kolkataTimeSql('c.checked_in_at')],
  ['Edition', defusedSql('ed.name')],
];

/**
 * GET /api/admin/registrations/export.csv: every booking the list's filters match, one row each,
 * in the list's order, streamed from PostgreSQL (`filteredCsv`; README.md, "Speed").
 */
@Injectable()
export class BookingsExport {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The file as a stream, and how many bookings matched when it started (for the audit log). */
  async csv(query: RegistrationQueryDto): Promise<{ stream: Readable; rows: number }> {
    const { whereSql, orderBy, params } = await deskFilter(this.db, query);
    return filteredCsv(this.db, {
      columns: COLUMNS,
      from: 'registrations r',
      alias: 'r',
      where: whereSql,
      params,
      orderBy,
      joins: `JOIN registrations r ON r.id = e.id JOIN venues v ON v.id = r.venue_id JOIN editions ed ON ed.id = r.edition_id
        LEFT JOIN check_ins c ON c.registration_id = r.id LEFT JOIN payment_refund_totals t ON t.payment_id = r.payment_id`,
    });
  }
}
