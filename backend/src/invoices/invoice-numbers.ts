import type { EntityManager } from 'typeorm';
import type { InvoiceKind } from './entities/invoice.entity.js';
import { one } from '../common/sql.js';

/**
 * The next number of a series (kind + financial year), taken from its counter row inside the
 * caller's transaction. The row stays locked until that transaction ends, so concurrent issuers
 * queue on it, and a rolled-back transaction gives its number back: no gaps, no repeats.
 */
export async function takeSequence(manager: EntityManager, kind: InvoiceKind, financialYear: string): Promise<number> {
  const row = await one<{ value: number }>(
    manager,
    `INSERT INTO invoice_counters (kind, financial_year, value) VALUES ($1, $2, 1)
     ON CONFLICT (kind, financial_year) DO UPDATE SET value = invoice_counters.value + 1
     RETURNING value`,
    [kind, financialYear],
  );
  return row.value;
}

/** 'RL/2026-27/000123'. */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}
