/**
 * Large pixel buffers kept for reuse. Each output of a run is painted into a buffer of some
 * megabytes that lives only until its JPEG is encoded; a fresh one every time costs page faults on
 * memory never touched before and, being memory outside the heap, garbage collections that the
 * heap alone would not need. Kept buffers are bounded in bytes, so an idle process holds little.
 */
export class BufferPool {
  private readonly free = new Map<number, Buffer[]>();
  private keptBytes = 0;

  constructor(private readonly maxKeptBytes: number) {}

  /** A buffer of `length` bytes whose content is undefined (a kept one, or a new one). */
  take(length: number): Buffer {
    const kept = this.free.get(length)?.pop();
    if (kept) {
      this.keptBytes -= length;
      return kept;
    }
    return Buffer.allocUnsafeSlow(length);
  }

  /** Hands a buffer back once nothing reads it any more; it is kept while the bound allows. */
  giveBack(buffer: Buffer): void {
    if (this.keptBytes + buffer.length > this.maxKeptBytes) return;
    const list = this.free.get(buffer.length) ?? [];
    list.push(buffer);
    this.free.set(buffer.length, list);
    this.keptBytes += buffer.length;
  }
}
