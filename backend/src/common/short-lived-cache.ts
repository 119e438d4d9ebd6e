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

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs = SHORT_LIVED_TTL_MS,
  ) {}

  get(): Promise<T> {
    if (this.loaded && this.loaded.expiresAt > Date.now()) return this.loaded.value;
    const loaded: Loaded<T> = { expiresAt: Date.now() + this.ttlMs, value: this.load() };
    // A failed load is not kept: the next reader tries again.
    loaded.value.then(
      (value) => (loaded.settled = { value }),
      () => {
        if (this.loaded === loaded) this.loaded = null;
      },
    );
    this.loaded = loaded;
    return loaded.value;
  }

  /** The loaded value if it is still fresh, without waiting (undefined while none is, or one is loading). */
  fresh(): T | undefined {
    const loaded = this.loaded;
    return loaded && loaded.expiresAt > Date.now() ? loaded.settled?.value : undefined;
  }

  clear(): void {
    this.loaded = null;
  }
}
