/** India has kept one offset, +05:30, without daylight saving, since 1945. */
const KOLKATA_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

/** The instant an Asia/Kolkata day (YYYY-MM-DD) starts, `plusDays` later. */
export function kolkataMidnight(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00${KOLKATA_OFFSET}`).getTime() + plusDays * DAY_MS);
}

/**
 * The stretches of the days `from`..`to` (both included) that are not in `rolled`, as their first
 * instants and the instants after them: the part of a report read from the rows.
 */
export function unrolledWindows(
  from: string,
  to: string,
  rolled: ReadonlySet<string>,
): { starts: Date[]; ends: Date[] } {
  const starts: Date[] = [];
  const ends: Date[] = [];
  const last = kolkataMidnight(to, 1).getTime();
  for (let at = kolkataMidnight(from).getTime(); at < last; at += DAY_MS) {
    const day = new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 10);
    if (rolled.has(day)) continue;
    const end = new Date(at + DAY_MS);
    // Extends the current stretch when this day follows it.
    if (ends.at(-1)?.getTime() === at) ends[ends.length - 1] = end;
    else {
      starts.push(new Date(at));
      ends.push(end);
    }
  }
  return { starts, ends };
}
