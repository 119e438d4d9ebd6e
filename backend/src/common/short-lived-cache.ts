/** How long a loaded value may be served; changes made in this process clear it at once. */
export const SHORT_LIVED_TTL_MS = 500;

interface Loaded<T> {
  expiresAt: number;
  value: Promise<T>;
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
    loaded.value.catch(() => {
      if (this.loaded === loaded) this.loaded = null;
    });
    this.loaded = loaded;
    return loaded.value;
  }

  clear(): void {
    this.loaded = null;
  }
}
