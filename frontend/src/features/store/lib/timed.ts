/**
 * Runs `work` as a User Timing measure named `name`: browser tools and bench/ read how long the
 * store's filtering and sorting take on the visitor's device (performance.getEntriesByName).
 */
export function timed<T>(name: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.measure(name, { start, end: performance.now() });
  }
}
