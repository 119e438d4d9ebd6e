/**
 * The timeline events a booking and a store order share, read from the tables that already
 * record them: payment reports (browser callback, webhook, reconciliation) and mismatches, the
 * capture, messages, refunds, invoices and credit notes. UNION ALL branches over a CTE named
 * `alias` that holds the subject's row; each branch is (at, kind, actor, data), as
 * `Timeline.addSqlSource` reads them.
 */
export function paymentEventsSql(
  alias: string,
  subject: { type: 'registration' | 'order'; key: 'booking_id' | 'order_id' },
): string {
  const s = alias;
  return `
  SELECT p.created_at, 'payment_report', 'system',
         jsonb_build_object('source', p.source, 'event', p.event, 'paymentId', p.payment_id, 'status', p.status, 'amountPaise', p.amount, 'outcome', p.outcome)
  FROM ${s} JOIN payment_reports p ON p.gateway_order_id = ${s}.gateway_order_id
  UNION ALL
  SELECT m.created_at, 'payment_mismatch', 'system', jsonb_build_object('source', m.source, 'paymentId', m.payment_id, 'reasons', m.reasons)
  FROM ${s} JOIN payment_mismatches m ON m.gateway_order_id = ${s}.gateway_order_id
  UNION ALL
  SELECT ${s}.paid_at, 'payment_captured', 'system', jsonb_build_object('paymentId', ${s}.payment_id, 'amountPaise', ${s}.total_amount)
  FROM ${s} WHERE ${s}.paid_at IS NOT NULL
  UNION ALL
  SELECT coalesce(n.sent_at, n.created_at), 'message', 'system',
         jsonb_build_object('template', n.template, 'channel', n.channel, 'state', n.state, 'deliveryStatus', n.delivery_status,
                            'error', n.last_error, 'messageId', n.id::text)
  FROM ${s} JOIN messages n ON n.${subject.key} = ${s}.${subject.key}
  UNION ALL
  SELECT f.created_at, 'refund_requested', f.requested_by,
         jsonb_build_object('refundId', f.id::text, 'amountPaise', f.amount_paise, 'reason', f.reason)
  FROM ${s} JOIN refunds f ON f.subject_type = '${subject.type}' AND f.subject_id = ${s}.${subject.key}
  UNION ALL
  SELECT coalesce(f.processed_at, f.updated_at), 'refund_' || f.status, 'system',
         jsonb_build_object('refundId', f.id::text, 'amountPaise', f.amount_paise, 'gatewayRefundId', f.gateway_refund_id, 'failure', f.failure)
  FROM ${s} JOIN refunds f ON f.subject_type = '${subject.type}' AND f.subject_id = ${s}.${subject.key} WHERE f.status <> 'pending'
  UNION ALL
  SELECT f.timed_out_at, 'refund_failed', 'system',
         jsonb_build_object('refundId', f.id::text, 'amountPaise', f.amount_paise, 'failure', f.timeout, 'timedOut', true, 'retrying', f.status = 'pending')
  FROM ${s} JOIN refunds f ON f.subject_type = '${subject.type}' AND f.subject_id = ${s}.${subject.key} WHERE f.timed_out_at IS NOT NULL
  UNION ALL
  SELECT i.issued_at, CASE WHEN i.kind = 'invoice' THEN 'invoice_issued' ELSE 'credit_note_issued' END, 'system',
         jsonb_build_object('number', i.number, 'totalPaise', i.total)
  FROM ${s} JOIN invoices i ON i.subject_type = '${subject.type}' AND i.subject_id = ${s}.id`;
}
