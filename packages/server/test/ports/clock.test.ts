import { describe, expect, it } from 'vitest';
import { isoNow, isoTimeOf } from '../../src/ports/clock.js';

describe('isoTimeOf', () => {
  it('writes every time as toISOString does, within a minute, across minutes and back again', () => {
    const start = Date.UTC(2026, 11, 31, 23, 58, 59, 990);
    const times: number[] = [];
    for (let ms = 0; ms < 130_000; ms += 7) times.push(start + ms);
    // Back to an earlier minute, and to the edges of a second and of a minute.
    times.push(start, start + 10, Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1, 0, 0, 59, 999));
    for (const t of times) expect(isoTimeOf(new Date(t))).toBe(new Date(t).toISOString());
  });

  it('leaves years it does not write with four digits, and invalid dates, to toISOString', () => {
    for (const t of [-1, -62_198_755_200_000, 253_402_300_799_999, 253_402_300_800_000, 8.64e15]) {
      expect(isoTimeOf(new Date(t))).toBe(new Date(t).toISOString());
    }
    expect(() => isoTimeOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads the clock it is given', () => {
    expect(isoNow({ now: () => new Date('2026-06-01T12:00:00.000Z') })).toBe('2026-06-01T12:00:00.000Z');
  });
});
