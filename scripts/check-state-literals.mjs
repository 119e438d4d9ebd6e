#!/usr/bin/env node
// Reads of a booking's or order's payment state say it through the lifecycle's rules
// (libs/domain/src/payment-lifecycle.ts: BOOKING_READS, ORDER_READS, HOLD_READS, paymentStateSql),
// never by spelling a state in SQL or comparing the status column by hand, so two reads cannot mean
// different things by "paid" (docs/decisions.md, "One meaning of paid"). Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = join(root, 'backend', 'src');
/** Migrations are history: they keep the SQL they ran with. */
const SKIPPED = [join(SCANNED, 'database', 'migrations')];

/** A state spelled by hand: in SQL on `payment_status` or after `refund_due`, or a TypeScript comparison of the column. */
const HAND_WRITTEN = [
  /payment_status\s*(?:=|<>|!=)\s*'/g,
  /payment_status\s+(?:NOT\s+)?IN\s*\(\s*'/gi,
  /refund_due\s+THEN\s+'/gi,
  /paymentStatus\s*[!=]==?\s*'/g,
  /paymentStatus:\s*'[a-z_]+'\s*[,}]/g,
];

/** Lines of `text` that spell a state by hand. */
export function stateLiterals(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    if (HAND_WRITTEN.some((pattern) => line.match(pattern))) found.push({ line: index + 1, text: line.trim() });
  });
  return found;
}

/** Audit entries may name the states a transition went between; they are records, not reads. */
function isAuditRecord(text) {
  return /^(before|after): \{/.test(text);
}

function filesUnder(folder) {
  if (SKIPPED.includes(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// The check must be able to fail: each pattern has to catch the kind of read it is for.
const SAMPLES = [
  "WHERE r.payment_status = 'paid'",
  "payment_status IN ('completed', 'refunded')",
  "CASE WHEN r.refund_due THEN 'refund_due' ELSE r.payment_status END",
  "if (order.paymentStatus !== 'completed')",
  "findOneBy({ orderId, paymentStatus: 'completed' })",
];
const missed = SAMPLES.filter((sample) => stateLiterals(sample).length === 0);
if (missed.length) {
  console.error(`check-state-literals: the check no longer catches:\n${missed.map((m) => `  ${m}`).join('\n')}`);
  process.exit(1);
}

const files = filesUnder(SCANNED);
const problems = files.flatMap((path) =>
  stateLiterals(readFileSync(path, 'utf8'))
    .filter((hit) => !isAuditRecord(hit.text))
    .map((hit) => `  ${relative(root, path)}:${hit.line}: ${hit.text}`),
);
if (problems.length) {
  console.error(
    'Payment states spelled by hand: use a rule of libs/domain/src/payment-lifecycle.ts ' +
      '(BOOKING_READS, ORDER_READS, HOLD_READS, paymentStateSql, transitionSql) instead:\n' +
      problems.join('\n'),
  );
  process.exit(1);
}
console.log(`state literals: none spelled by hand in ${files.length} files of backend/src`);
