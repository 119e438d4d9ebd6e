/** A request waiting in a `GroupedHolds` queue, with the promise its caller awaits. */
export interface Queued<Request, Result> {
  request: Request;
  resolve(result: Result): void;
  reject(reason: unknown): void;
}

/**
 * Group commit for holds on one row (docs/decisions.md, "Holds of one venue are sent together"):
 * requests for the same key (a venue and what its statement needs alike) queue here while `inFlight` statements for it are running,
 * and the next statement carries everything that queued meanwhile, up to `size`. One row lock,
 * one round trip and one commit then serve many bookings instead of one each, and PostgreSQL
 * never has more than `inFlight` of this process's holds waiting on that row. `send` settles each
 * request it is given; any it leaves unsettled when it throws are rejected with that error.
 * (DataLoader batches per tick and runs every batch at once, which is the contention this avoids.)
 */
export class GroupedHolds<Request, Result> {
  private readonly waiting = new Map<string, Queued<Request, Result>[]>();
  private readonly running = new Map<string, number>();

  constructor(
    private readonly send: (group: Queued<Request, Result>[]) => Promise<void>,
    private readonly limits: { inFlight: number; size: number },
  ) {}

  add(key: string, request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.waiting.get(key) ?? [];
      queue.push({ request, resolve, reject });
      this.waiting.set(key, queue);
      this.sendNext(key);
    });
  }

  private sendNext(key: string): void {
    const queue = this.waiting.get(key);
    const running = this.running.get(key) ?? 0;
    if (!queue || running >= this.limits.inFlight) return;
    const group = queue.splice(0, this.limits.size);
    if (queue.length === 0) this.waiting.delete(key);
    this.running.set(key, running + 1);
    this.send(group)
      .catch((err: unknown) => group.forEach((queued) => queued.reject(err)))
      .finally(() => {
        const left = (this.running.get(key) ?? 1) - 1;
        if (left === 0) this.running.delete(key);
        else this.running.set(key, left);
        this.sendNext(key);
      });
  }
}
