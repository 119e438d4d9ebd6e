/**
 * The single row a statement always returns (an aggregate, an INSERT ... RETURNING, a row the
 * same transaction just locked). A missing row is our bug, not the client's: it throws.
 */
export function onlyRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected the statement to return a row');
  return row;
}
