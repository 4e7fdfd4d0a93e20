// A value every request needs and that seldom changes (an organisation by its
// alias, the maintenance switch) is kept for a moment, and read once however
// many requests ask for it at the same moment. Without the second half, a
// server behind on its work read it once per request waiting: when the kept
// value ran out, every request arriving while its fresh read queued for a
// database connection sent a read of its own, which lengthened the queue the
// next ones waited in (issue 16's stress run: an eighth of a worker's time in
// these reads, docs/decisions/cluster.md "Reads shared by waiting requests").
export class SharedReads<Key, Value> {
  #kept = new Map<Key, { value: Value; until: number }>();
  #reading = new Map<Key, Promise<Value>>();

  constructor(
    private readonly keepMs: number,
    /** values not worth keeping (an alias that names nothing) are read again by the next request */
    private readonly worthKeeping: (value: Value) => boolean = () => true,
  ) {}

  /** The kept value, or the read already under way, or a new read shared with whoever asks until it ends. */
  get(key: Key, read: () => Promise<Value>, now = Date.now()): Promise<Value> {
    const kept = this.#kept.get(key);
    if (kept && kept.until > now) return Promise.resolve(kept.value);
    const underWay = this.#reading.get(key);
    if (underWay) return underWay;
    const reading = read().then(
      (value) => {
        // A read that began before forget() may hold what was just changed:
        // it answers the requests that waited for it and is not kept.
        if (this.#reading.get(key) !== reading) return value;
        this.#reading.delete(key);
        if (this.worthKeeping(value)) this.#kept.set(key, { value, until: now + this.keepMs });
        else this.#kept.delete(key);
        return value;
      },
      (error: unknown) => {
        if (this.#reading.get(key) === reading) this.#reading.delete(key);
        throw error;
      },
    );
    this.#reading.set(key, reading);
    return reading;
  }

  /** Keeps a value just written, in place of whatever was kept or being read. */
  remember(key: Key, value: Value, now = Date.now()): void {
    this.#reading.delete(key);
    this.#kept.set(key, { value, until: now + this.keepMs });
  }

  /** Everything kept and every read under way is forgotten: the next request reads afresh. */
  forget(): void {
    this.#kept.clear();
    this.#reading.clear();
  }
}
