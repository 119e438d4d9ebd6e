/** How long a loaded value may be served; changes made in this process clear it at once. */
export const SHORT_LIVED_TTL_MS = 500;

interface Loaded<T> {
  expiresAt: number;
  value: Promise<T>;
  /** The value once the load has finished. */
  settled?: { value: T };
}

/**
 * For public reads that are asked far more often than they change (the venue list and seats on
 * every landing-page view, the early-bird places left): one load shared by concurrent readers and
 * kept for half a second. Values may thus lag other processes by that long; holds never read it.
 */
export class ShortLivedCache<T> {
  private loaded: Loaded<T> | null = null;
  /** The value of the load that expired, while the next one is under way (see `fresh`). */
  private previous?: { value: T };

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs = SHORT_LIVED_TTL_MS,
  ) {}

  get(): Promise<T> {
    if (this.loaded && this.loaded.expiresAt > Date.now()) return this.loaded.value;
    this.previous = this.loaded?.settled;
    const loaded: Loaded<T> = { expiresAt: Date.now() + this.ttlMs, value: this.load() };
    loaded.value.then(
      (value) => {
        loaded.settled = { value };
        if (this.loaded === loaded) this.previous = undefined;
      },
      // A failed load is not kept: the next reader tries again.
      () => {
        if (this.loaded !== loaded) return;
        this.loaded = null;
        this.previous = undefined;
      },
    );
    this.loaded = loaded;
    return loaded.value;
  }

  /**
   * The value without waiting, if one is fresh: the loaded one, or while a reload of an expired one
   * is under way (one database round trip), the expired one, as readers that arrived just before
   * the reload got. Undefined when nothing was loaded, after `clear()` (a change this process made
   * must show at once) and when the value expired and no reader has asked for a reload yet.
   */
  fresh(): T | undefined {
    const loaded = this.loaded;
    return loaded && loaded.expiresAt > Date.now() ? (loaded.settled ?? this.previous)?.value : undefined;
  }

  clear(): void {
    this.loaded = null;
    this.previous = undefined;
  }
}
