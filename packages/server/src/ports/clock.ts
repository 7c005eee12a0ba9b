/** Time, behind a port so that expiry and scheduling are testable without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** 0000-01-01T00:00:00.000Z up to (not including) 10000-01-01: the years written with four digits. */
const FOUR_DIGIT_YEARS_END = 253_402_300_800_000;

let minuteStart = Number.NaN;
let minutePrefix = '';

/**
 * `date.toISOString()`, the same string, for less: the times compared on every request (a token's
 * or a trial's expiry against now) are stored as these strings, and V8 takes microseconds to break
 * a time down into its calendar fields. The `YYYY-MM-DDTHH:MM:` of the last minute asked for is kept,
 * so a time within that minute only appends its seconds and milliseconds. Dates before 1970, from
 * the year 10000 on, and invalid ones are left to `toISOString` (which throws for the last).
 */
export function isoTimeOf(date: Date): string {
  const ms = date.getTime();
  let offset = ms - minuteStart;
  if (!(offset >= 0 && offset < 60_000)) {
    if (!(ms >= 0 && ms < FOUR_DIGIT_YEARS_END)) return date.toISOString();
    minuteStart = ms - (ms % 60_000);
    minutePrefix = new Date(minuteStart).toISOString().slice(0, 17);
    offset = ms - minuteStart;
  }
  const seconds = Math.floor(offset / 1000);
  const millis = offset - seconds * 1000;
  return `${minutePrefix}${seconds < 10 ? '0' : ''}${seconds}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}

/** The clock's time now as an ISO 8601 string in UTC (`isoTimeOf`). */
export function isoNow(clock: Clock): string {
  return isoTimeOf(clock.now());
}
