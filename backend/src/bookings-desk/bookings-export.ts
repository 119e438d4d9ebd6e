import { paymentStateSql } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { csvHeader, defusedSql } from '../common/csv.js';
import { copyCsv, one } from '../common/sql.js';
import type { RegistrationQueryDto } from './dto/registration-query.dto.js';
import { deskFilter } from './registrations-desk.service.js';

const HEADER = [
  'Booking ID',
  'Booked (IST)',
  'Paid (IST)',
  'Status',
  'Parent',
  'Child',
  'Phone',
  'E-mail',
  'Grade',
  'School',
  'Venue',
  'Amount (INR)',
  'Before discount (INR)',
  'Discount (INR)',
  'Coupon',
  'Checked in (IST)',
  'Takeaway kit',
];

/** A time as Asia/Kolkata `YYYY-MM-DD HH:MM`, as a spreadsheet sorts it. */
const kolkata = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI')`;

/** Paise as rupees with two decimals. */
const rupees = (column: string) => `(${column} / 100.0)::numeric(14, 2)`;

/** One CSV row per booking, in HEADER's order; text people typed is defused against formulas. */
const ROW = [
  'r.booking_id',
  kolkata('r.created_at'),
  kolkata('r.paid_at'),
  paymentStateSql('r'),
  defusedSql('r.parent_name'),
  defusedSql('r.child_name'),
  defusedSql('r.phone_number'),
  defusedSql('r.email'),
  'r.grade_group',
  defusedSql('r.school_name'),
  defusedSql('v.display_name'),
  rupees('r.total_amount'),
  rupees('r.original_amount'),
  rupees('r.discount_amount'),
  defusedSql('r.coupon_code'),
  kolkata('c.checked_in_at'),
  `CASE WHEN r.takeaway_kit THEN 'yes' ELSE 'no' END`,
].join(', ');

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
       JOIN venues v ON v.id = r.venue_id LEFT JOIN check_ins c ON c.registration_id = r.id ORDER BY e.ord`,
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
