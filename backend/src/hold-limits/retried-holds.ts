import { HOLD_READS } from '@robo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ClassConstructor } from 'class-transformer';
import type { DataSource } from 'typeorm';
import { maybeOne } from '../common/sql.js';

/**
 * A hold with less time left is not handed back: a checkout opened on it would likely be paid
 * after it ended (a late payment, maybe refunded), so the retry takes a fresh hold instead.
 */
export const RETRY_MIN_REMAINING_SECONDS = 60;

/**
 * Finds the live hold a request repeats. A parent who tries again after a failed or closed
 * checkout, with the same details, gets their pending booking or order back instead of a second
 * seat or more stock (backend/src/registrations/README.md "Retries"); so a retry is no new hold
 * and HOLDS_PER_CONTACT must not refuse it. Registrations and orders each provide one (`RetriedHoldsOf`).
 */
export interface RetriedHolds<Request extends object = object> {
  /** The route's body DTO: the guard reads the not yet validated body through it. */
  readonly request: ClassConstructor<Request>;
  /** The live hold this request repeats, if any. */
  live(request: Request): Promise<object | undefined>;
}

/** What a kind's retry lookup matches on; each part is SQL over the kind's table with bind parameters. */
export interface LiveHoldQuery {
  table: 'registrations' | 'orders';
  /** The phone condition, e.g. `phone_number = $3`. */
  samePhone: string;
  /** The SELECT list answered. */
  columns: string;
  /** The bind parameter of the least time the hold must have left (RETRY_MIN_REMAINING_SECONDS). */
  minRemainingSeconds: string;
  /** Everything else the request must repeat. */
  matches: string;
  /** An extra condition, e.g. a parameter that turns the lookup off. */
  onlyIf?: string;
}

/**
 * The live hold a request repeats (at most one row). The phone's rows are read first, on their own
 * (MATERIALIZED), so the phone index (`registrations_phone_idx`, `orders_customer_phone_idx`) is the
 * only one that fits whatever the statistics say (migrations/1795603500000-retry-lookup-indexes.ts).
 */
export function liveHoldSql({
  table,
  samePhone,
  columns,
  minRemainingSeconds,
  matches,
  onlyIf,
}: LiveHoldQuery): string {
  return `WITH same_phone AS MATERIALIZED (SELECT * FROM ${table} WHERE ${onlyIf ?? 'true'} AND ${samePhone})
    SELECT ${columns} FROM same_phone
    WHERE ${HOLD_READS.liveFor(minRemainingSeconds)}
      AND gateway_order_id IS NOT NULL AND ${matches}
    ORDER BY hold_expires_at DESC LIMIT 1`;
}

/** A `RetriedHolds` provider for one kind: its request DTO, its `liveHoldSql` and the request's bind values. */
export function RetriedHoldsOf<Request extends object, Row extends object>(
  request: ClassConstructor<Request>,
  sql: string,
  params: (request: Request) => unknown[],
) {
  @Injectable()
  class Retried implements RetriedHolds<Request> {
    readonly request = request;

    constructor(@InjectDataSource() readonly db: DataSource) {}

    live(body: Request): Promise<Row | undefined> {
      return maybeOne<Row>(this.db, sql, params(body));
    }
  }
  return Retried;
}
