/** The arguments of a mock's call number `n` (0-based); a call that never happened fails the test by name. */
export function callArgs<Args extends unknown[]>(fn: { mock: { calls: Args[] } }, n = 0): Args {
  const args = fn.mock.calls[n];
  if (!args) throw new Error(`Expected call ${n + 1}, but there were ${fn.mock.calls.length}`);
  return args;
}
