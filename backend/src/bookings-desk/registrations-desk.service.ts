import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  e164Mobile,
  moneyStatusSql,
  nationalMobile,
  refundedPaiseSql,
  type DeskRegistration,
  type Page,
  inStates,
  paymentStateSql,
} from '@robo/domain';
import { namePrefixQuery } from '../common/name-search.js';
import { offsetOf, parseSort } from '../common/paging.js';
import { one, rows, type SqlRunner } from '../common/sql.js';
import { REGISTRATION_SORTS, type RegistrationQueryDto } from './dto/registration-query.dto.js';
import { editionScope } from '../editions/edition-filter.js';

const SORT_COLUMNS: Record<(typeof REGISTRATION_SORTS)[number], string> = {
  createdAt: 'r.created_at',
  paidAt: 'r.paid_at',
  parentName: 'r.parent_name',
  childName: 'r.child_name',
  totalAmount: 'r.total_amount',
};

export interface DeskRow extends Omit<
  DeskRegistration,
  'venue' | 'createdAt' | 'paidAt' | 'checkedInAt' | 'kitHandedOverAt'
> {
  venueId: number;
  venueName: string;
  createdAt: Date;
  paidAt: Date | null;
  checkedInAt: Date | null;
  kitHandedOverAt: Date | null;
}

/** The door's records a desk row joins: its check-in (`c`) and its kit handover (`k`). */
export const DOOR_JOINS = `LEFT JOIN check_ins c ON c.registration_id = r.id LEFT JOIN kit_handovers k ON k.registration_id = r.id`;

/** A booking as the desk lists it, from `r` (registrations), `v` (venues) and DOOR_JOINS. */
export const DESK_COLUMNS = `r.booking_id AS "bookingId", r.parent_name AS "parentName", r.child_name AS "childName", r.phone_number AS phone,
  r.email, r.grade_group AS "gradeGroup", r.school_name AS school, r.venue_id AS "venueId", v.display_name AS "venueName",
  ${paymentStateSql('r')} AS status,
  ${moneyStatusSql('r')} AS "moneyStatus", ${refundedPaiseSql('r')} AS "refundedPaise",
  r.total_amount AS "totalAmount", r.original_amount AS "originalAmount", r.discount_amount AS "discountAmount",
  r.coupon_code AS coupon, r.created_at AS "createdAt", r.paid_at AS "paidAt", c.checked_in_at AS "checkedInAt",
  r.takeaway_kit AS "takeawayKit", k.handed_at AS "kitHandedOverAt"`;

export const toDeskRegistration = ({
  venueId,
  venueName,
  createdAt,
  paidAt,
  checkedInAt,
  kitHandedOverAt,
  ...row
}: DeskRow): DeskRegistration => ({
  ...row,
  venue: { id: venueId, displayName: venueName },
  createdAt: createdAt.toISOString(),
  paidAt: paidAt?.toISOString() ?? null,
  checkedInAt: checkedInAt?.toISOString() ?? null,
  kitHandedOverAt: kitHandedOverAt?.toISOString() ?? null,
});

/** The search box: one kind of match per input, each served by an index (README.md). */
function searchCondition(q: string, param: (value: unknown) => string): string {
  const text = q.trim();
  if (/^RL-[A-Z0-9]{8}$/i.test(text)) return `r.booking_id = ${param(text.toUpperCase())}`;
  if (/^order_\w+$/.test(text)) return `r.gateway_order_id = ${param(text)}`;
  if (/^pay_\w+$/.test(text)) return `r.payment_id = ${param(text)}`;
  const phone = e164Mobile(text);
  // Rows stored before phones were normalised may still hold the 10 digits.
  if (phone) return `r.phone_number IN (${param(phone)}, ${param(nationalMobile(text))})`;
  if (text.includes('@')) return `lower(r.email) = ${param(text.toLowerCase())}`;
  const query = namePrefixQuery(text);
  if (!query) return 'false';
  return `to_tsvector('simple', r.parent_name || ' ' || r.child_name) @@ to_tsquery('simple', ${param(query)})`;
}

/**
 * The WHERE and ORDER BY of the desk's filters over `registrations r`, with their parameters: the
 * list pages it, the CSV export streams all of it.
 */
export async function deskFilter(
  db: SqlRunner,
  query: Omit<RegistrationQueryDto, 'page' | 'pageSize'>,
): Promise<{ whereSql: string; orderBy: string; params: unknown[] }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.q) where.push(searchCondition(query.q, param));
  if (query.venueId !== undefined) where.push(`r.venue_id = ${param(query.venueId)}`);
  if (query.status) where.push(inStates(query.status).sql('r'));
  if (query.money) where.push(`${moneyStatusSql('r')} = ${param(query.money)}`);
  if (query.checkedIn !== undefined)
    where.push(`${query.checkedIn ? '' : 'NOT '}EXISTS (SELECT 1 FROM check_ins c WHERE c.registration_id = r.id)`);
  if (query.from) where.push(`r.created_at >= ${param(query.from)}`);
  if (query.to) where.push(`r.created_at < ${param(query.to)}`);
  // A search or a venue finds its bookings in any edition unless one is chosen.
  const editionId = await editionScope(
    db,
    query.edition ?? (query.q || query.venueId !== undefined ? 'all' : undefined),
  );
  if (editionId !== null) where.push(`r.edition_id = ${param(editionId)}`);
  const { key, direction } = parseSort<(typeof REGISTRATION_SORTS)[number]>(query.sort, '-createdAt');
  return {
    whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '',
    // Only paid_at may be null; the others sort without NULLS LAST so their indexes serve the order.
    orderBy: `ORDER BY ${SORT_COLUMNS[key]} ${direction}${key === 'paidAt' ? ' NULLS LAST' : ''}, r.id ${direction}`,
    params,
  };
}

/** The bookings desk list: every registration, searched, filtered, sorted and paged by the database. */
@Injectable()
export class RegistrationsDeskService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(query: RegistrationQueryDto): Promise<Page<DeskRegistration>> {
    const { whereSql, orderBy, params } = await deskFilter(this.db, query);
    // The total and the page are independent statements: run side by side, the list costs the
    // slower of the two (the count, for a broad filter), not their sum.
    const [{ total }, found] = await Promise.all([
      one<{ total: number }>(this.db, `SELECT count(*)::int AS total FROM registrations r ${whereSql}`, params),
      // The page's ids first (an index-only scan when the sort has an index), then only those rows:
      // a deep page (OFFSET 4950) no longer reads 5,000 rows from the table.
      rows<DeskRow>(
        this.db,
        `SELECT ${DESK_COLUMNS}
         FROM (SELECT r.id FROM registrations r ${whereSql} ${orderBy}
               LIMIT $${params.length + 1} OFFSET $${params.length + 2}) page
         JOIN registrations r ON r.id = page.id
         JOIN venues v ON v.id = r.venue_id
         ${DOOR_JOINS}
         ${orderBy}`,
        [...params, query.pageSize, offsetOf(query)],
      ),
    ]);
    return {
      items: found.map(toDeskRegistration),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
