import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { moneyStatusJoinedSql, paymentStateSql } from '@robo/domain';
import { csvHeader, defusedSql, moneyColumnsSql, phoneCellSql } from '../common/csv.js';
import { copyCsv, one } from '../common/sql.js';
import type { RegistrationQueryDto } from './dto/registration-query.dto.js';
import { deskFilter } from './registrations-desk.service.js';

/** A time as Asia/Kolkata `YYYY-MM-DD HH:MM`, as a spreadsheet sorts it. */
const kolkata = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`;

/** Paise as rupees with two decimals. */
const rupees = (column: string) => `((${column}) / 100.0)::numeric(14, 2)`;

const money = moneyColumnsSql('r', 'registration', 'booking_id');

/**
 * The file's columns, header and SQL side by side (a new column is one line); text people typed is
 * defused against formulas, phones kept as text (backend/src/common/csv.ts).
 */
const COLUMNS: [header: string, sql: string][] = [
  ['Booking ID', 'r.booking_id'],
  ['Booked (IST)', kolkata('r.created_at')],
  ['Paid (IST)', kolkata('r.paid_at')],
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
  ['Amount (INR)', rupees('r.total_amount')],
  ['Before discount (INR)', rupees('r.original_amount')],
  ['Discount (INR)', rupees('r.discount_amount')],
  ['Coupon', defusedSql('r.coupon_code')],
  ['Paid (INR)', rupees(money.paid)],
  ['Refunded (INR)', rupees(money.refunded)],
  ['Net (INR)', rupees(money.net)],
  ['Checked in (IST)', kolkata('c.checked_in_at')],
  ['Edition', defusedSql('ed.name')],
];
const HEADER = COLUMNS.map(([header]) => header);
const ROW = COLUMNS.map(([, sql]) => sql).join(', ');

/**
 * GET /api/admin/registrations/export.csv: every booking the list's filters match, one row each,
 * in the list's order. The filters pick the bookings into a temporary table (COPY takes no
 * parameters), then PostgreSQL writes the CSV itself and its bytes go to the client as it takes
 * them: memory stays flat however many rows there are (README.md, "Speed").
 */
@Injectable()
export class BookingsExport {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The file as a stream, and how many bookings matched when it started (for the audit log). */
  async csv(query: RegistrationQueryDto): Promise<{ stream: Readable; rows: number }> {
    const { whereSql, orderBy, params } = deskFilter(query);
    const { matched } = await one<{ matched: number }>(
      this.db,
      `SELECT count(*)::int AS matched FROM registrations r ${whereSql}`,
      params,
    );
    const rows = copyCsv(
      this.db,
      [
        { text: 'CREATE TEMPORARY TABLE desk_export (ord bigint, registration_id bigint) ON COMMIT DROP' },
        {
          text: `INSERT INTO desk_export SELECT row_number() OVER (${orderBy}), r.id FROM registrations r ${whereSql}`,
          params,
        },
      ],
      `SELECT ${ROW} FROM desk_export e JOIN registrations r ON r.id = e.registration_id
       JOIN venues v ON v.id = r.venue_id JOIN editions ed ON ed.id = r.edition_id LEFT JOIN check_ins c ON c.registration_id = r.id
       LEFT JOIN payment_refund_totals t ON t.payment_id = r.payment_id ORDER BY e.ord`,
    );
    const stream = Readable.from(
      (async function* () {
        yield Buffer.from(csvHeader(HEADER, '\n'));
        yield* rows;
      })(),
      { objectMode: false },
    );
    return { stream, rows: matched };
  }
}
