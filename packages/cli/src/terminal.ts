/**
 * What the client commands show while they work: progress bars on standard error when it is a
 * terminal (nothing otherwise, so pipes and `--json` output stay clean), columns of text, and the
 * exit code a script can branch on.
 */
import { ContentforgeError } from '@contentforge/sdk';
import cliProgress from 'cli-progress';

/** A command used wrongly, or a file that is not there: exit code 2, nothing sent. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** One bar: `update` moves it, `done` leaves it full. */
export interface Bar {
  update(value: number, total?: number, label?: string): void;
  done(label?: string): void;
}

export interface Bars {
  bar(name: string, total: number, unit?: 'bytes' | 'images'): Bar;
  stop(): void;
}

const QUIET_BAR: Bar = { update: () => undefined, done: () => undefined };

/** Progress bars on standard error, or none when it is not a terminal; drawn once the first is made. */
export function progressBars(show: boolean): Bars {
  if (!show) return { bar: () => QUIET_BAR, stop: () => undefined };
  let multi: cliProgress.MultiBar | undefined;
  const start = () =>
    new cliProgress.MultiBar(
      {
        stream: process.stderr,
        format: ' {bar} {percentage}% | {name} | {amount}{label}',
        hideCursor: true,
        clearOnComplete: false,
        barsize: 24,
        fps: 10,
        autopadding: true,
      },
      cliProgress.Presets.shades_classic,
    );
  return {
    bar(name, total, unit = 'images') {
      multi ??= start();
      const amount = (value: number, of: number) =>
        unit === 'bytes' ? `${mib(value)} of ${mib(of)}` : `${value} of ${of}`;
      let size = Math.max(1, total);
      const bar = multi.create(size, 0, { name, amount: amount(0, total), label: '' });
      return {
        update(value, newTotal, label) {
          if (newTotal !== undefined && newTotal !== size) {
            size = Math.max(1, newTotal);
            bar.setTotal(size);
          }
          bar.update(value, { amount: amount(value, size), label: label ? ` | ${label}` : '' });
        },
        done(label) {
          bar.update(size, { amount: amount(size, size), label: label ? ` | ${label}` : '' });
        },
      };
    },
    stop: () => {
      multi?.stop();
      multi = undefined;
    },
  };
}

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/** Rows as aligned columns. */
export function columns(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Exit codes scripts can rely on (see docs/cli.md): 0 done, 1 failed, 2 bad usage or
 * configuration, 3 not enough credits, 4 not allowed (the token is refused, or its role or kind may
 * not), 5 not found, 6 refused as invalid or in conflict (the request or its state: a publish that
 * is blocked, an image that is not one), 7 rate limited.
 */
export const EXIT = {
  done: 0,
  failed: 1,
  usage: 2,
  insufficientCredits: 3,
  notAllowed: 4,
  notFound: 5,
  refused: 6,
  rateLimited: 7,
} as const;

export function exitCodeOf(error: unknown): number {
  if (!(error instanceof ContentforgeError)) return EXIT.failed;
  const { status } = error;
  if (status === 402) return EXIT.insufficientCredits;
  if (status === 401 || status === 403) return EXIT.notAllowed;
  if (status === 404) return EXIT.notFound;
  if (status === 429) return EXIT.rateLimited;
  if (status >= 400 && status < 500) return EXIT.refused;
  return EXIT.failed;
}
