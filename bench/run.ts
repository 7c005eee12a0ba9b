/**
 * The benchmark suite (`npm run bench`): HTTP throughput of the real app against bare Fastify,
 * upload throughput and memory of the app's storage endpoint against plain node:http, and
 * credit-ledger reserve+settle pairs per second on SQLite and PostgreSQL, studio rendering of
 * every preset against the floor of encoding the same JPEGs, and the memory and file reads of the
 * app while it completes hostile images, and publishing 1,000 posts to a webhook account against a
 * plain fetch loop. Prints every figure with its target and writes
 * bench/results/latest.json and latest.svg. The scaled shape (PostgreSQL, an S3 store, two API
 * processes) has HTTP and upload figures of its own, and the media listing is measured at a
 * thousand and a million items. `npm run bench -- images upload` runs only the parts named (http,
 * upload, ledger, render, images, publish, scaled, listing). See bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { redactUrl } from '../packages/server/src/adapters/db/database.js';
import { PRESETS } from '../packages/server/src/domain/presets/preset-catalogue.js';
import { startServerProcess } from './child-server.js';
import type { CutoutFigures, CutoutSettings } from './cutout.js';
import { messageOf } from './errors.js';
import { type HttpResult, type HttpSettings, runHttpBench } from './http.js';
import { type HostileCompletions, type ImageSettings, runImageBench } from './images.js';
import {
  type LedgerResult,
  type LedgerSettings,
  type PostgresOutcome,
  runPostgresLedgerBench,
  runSqliteLedgerBench,
} from './ledger.js';
import { type ListingOutcome, type ListingSettings, runListingBench } from './listing.js';
import { type PublishResult, type PublishSettings, runPublishBench } from './publish.js';
import type { PresetRenderFigures, RenderSettings, ScriptRenderFigures } from './render.js';
import { type Figure, figureStatus, formatFigure, renderSvg, writeResults } from './report.js';
import {
  runScaledHttpBench,
  runScaledUploadBench,
  type ScaledShapeOutcome,
  type ScaledUploadResult,
  startScaledShape,
} from './scaled.js';
import { runUploadBench, type UploadResult, type UploadSettings } from './upload.js';

const HTTP: HttpSettings = { connections: 10, warmupSeconds: 1, seconds: 5 };
const LEDGER: LedgerSettings = { loops: 32, warmupSeconds: 0.5, seconds: 5, contendedSeconds: 3 };
const MIB = 1024 * 1024;
const UPLOAD: UploadSettings = {
  bytes: 100 * MIB,
  chunkBytes: 64 * 1024,
  // Five rather than three: one upload lasts under a second, so a single hiccup moves a run a lot.
  runs: 5,
  warmupBytes: MIB,
  sampleIntervalMs: 5,
};
const RENDER: RenderSettings = { warmupRuns: 1, runs: 5 };
const CUTOUT: CutoutSettings = { warmupRuns: 1, runs: 5, width: 4032, height: 3024 };
const IMAGES: ImageSettings = { sampleIntervalMs: 5, fileReadAfterMs: 300 };
const PUBLISH: PublishSettings = { count: 1000, clients: 8, inFlight: 8, timeoutMs: 180_000 };
/** The scaled shape: as many API processes as a small deployment runs behind its load balancer. */
const SCALED = { apiProcesses: 2 };
const LISTING: ListingSettings = {
  smallItems: 1_000,
  largeItems: 1_000_000,
  limit: 20,
  deepPage: 5,
  warmupRequests: 30,
  requests: 300,
};
const RENDER_WORKER = fileURLToPath(new URL('./servers/render-worker.ts', import.meta.url));
const CUTOUT_WORKER = fileURLToPath(new URL('./servers/cutout-worker.ts', import.meta.url));
const TARGETS = {
  httpRatio: 0.5,
  renderRatio: 2,
  // Inference plus refinement of a 12-megapixel phone photo, on 2 cores.
  cutoutMs: 1_500,
  uploadRatio: 0.8,
  uploadRssGrowthMiB: 32,
  sqlitePairs: 2_000,
  postgresPairs: 1_000,
  // Refused from the header: next to nothing. Eight valid 49-megapixel JPEGs: one at a time, about
  // 300 MiB, up to twice that with glibc's per-thread arenas (docs/decisions.md).
  imageRssGrowthMiB: { 'cut-jpeg': 64, 'grey-jpeg': 768, 'tall-png': 64 } as Record<string, number>,
  imageFileReadMs: 250,
  // Set from the first measurements (0.18–0.21, p95 2.6–3.1 s on 2 CPUs), to catch regressions.
  publishRatio: 0.15,
  publishP95Ms: 4_000,
  // Below the embedded 0.5: each request is a round trip to PostgreSQL, a process on the same two
  // CPUs, which the bare processes never make (see bench/README.md).
  scaledHttpRatio: 0.35,
  // Not the embedded 0.8: the bytes never reach the service, the store's own work sets the rate
  // (see bench/README.md). Set from the first measurements (0.64–0.81 on 2 CPUs), to catch regressions.
  s3UploadRatio: 0.5,
  // Keyset pagination: a page costs the same whatever the size of the library.
  listingP95Ratio: 1.5,
};
/** Subjects in scripts the studio sets with fallback fonts, rendered after the Latin runs. */
const RENDER_SCRIPTS = { Japanese: 'ビタミンCグロウセラム 30ml', Arabic: 'سيروم فيتامين سي المضيء' };

const PARTS = ['http', 'upload', 'ledger', 'render', 'cutout', 'images', 'publish', 'scaled', 'listing'];
const RESULTS_DIR = new URL('./results/', import.meta.url);

const out = (line = '') => process.stdout.write(`${line}\n`);

/** A transient "running …" line on a terminal, so a minute of silence does not look like a hang. */
function progress(what: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K  running: ${what}…`);
}
function clearProgress(): void {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
}

function environment() {
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout (an unpacked tarball): the results are still worth writing.
  }
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    // Other work on the machine (a test run, a build) skews every figure; this makes it visible.
    loadAverageAtStart: Number(os.loadavg()[0]!.toFixed(2)),
    commit,
  };
}

function failedFigure(
  id: string,
  label: string,
  unit: string,
  target: number | null,
  error: unknown,
): Figure {
  return { id, label, unit, measured: null, target, status: 'failed', note: messageOf(error) };
}

function ledgerFigures(prefix: string, name: string, target: number, result: LedgerResult): Figure[] {
  const { distinct, contended, floor } = result;
  return [
    {
      id: `${prefix}.distinct`,
      label: `${name}, ${distinct.loops} loops on ${distinct.accounts} accounts`,
      unit: 'pairs/s',
      measured: distinct.pairsPerSecond,
      target,
      status: figureStatus(distinct.pairsPerSecond, target),
    },
    ...(floor
      ? [
          floor.status === 'ok'
            ? {
                id: `${prefix}.floor`,
                label: `${name} floor: pgbench, the same statements`,
                unit: 'pairs/s',
                measured: floor.pairsPerSecond,
                target: null,
                reference: { label: 'service', value: distinct.pairsPerSecond },
                status: 'info' as const,
              }
            : {
                id: `${prefix}.floor`,
                label: `${name} floor: pgbench`,
                unit: 'pairs/s',
                measured: null,
                target: null,
                status: 'skipped' as const,
                note: floor.reason,
              },
        ]
      : []),
    {
      id: `${prefix}.contended`,
      label: `${name}, ${contended.loops} loops on 1 account`,
      unit: 'pairs/s',
      measured: contended.pairsPerSecond,
      target: null,
      reference: { label: `${distinct.accounts}-account figure`, value: distinct.pairsPerSecond },
      status: 'info',
    },
  ];
}

/** The three runs of an HTTP comparison, and a note when its two baseline runs disagree. */
function printHttpRuns(result: HttpResult): void {
  clearProgress();
  for (const run of [result.bareBefore, result.app, result.bareAfter]) {
    const rps = `${Math.round(run.requestsPerSecond).toLocaleString('en-US')} req/s`;
    out(`  ${run.label.padEnd(54)}${rps.padStart(16)}   p99 latency ${run.latencyP99Ms} ms`);
  }
  const { bareBefore, bareAfter } = result;
  const drift =
    Math.abs(bareBefore.requestsPerSecond - bareAfter.requestsPerSecond) /
    Math.max(bareBefore.requestsPerSecond, bareAfter.requestsPerSecond);
  if (drift > 0.2) {
    out(
      `  note: the two bare runs differ by ${Math.round(drift * 100)}%; something else was using the ` +
        'CPUs, so this ratio is noisy',
    );
  }
}

interface UploadRuns {
  label: string;
  medianMegabytesPerSecond: number;
  runs: { megabytesPerSecond: number }[];
}

/** Both sides of an upload comparison, and a note when the baseline's runs disagree. */
function printUploadRuns(baseline: UploadRuns, measured: UploadRuns): void {
  clearProgress();
  for (const side of [baseline, measured]) {
    const rate = `${Math.round(side.medianMegabytesPerSecond).toLocaleString('en-US')} MB/s`;
    const runs = side.runs.map((r) => Math.round(r.megabytesPerSecond)).join(', ');
    out(`  ${side.label.padEnd(54)}${rate.padStart(16)}   runs ${runs}`);
  }
  const rates = baseline.runs.map((r) => r.megabytesPerSecond);
  const spread = (Math.max(...rates) - Math.min(...rates)) / Math.max(...rates);
  if (spread > 0.2) {
    out(
      `  note: the baseline runs differ by up to ${Math.round(spread * 100)}%; something else was using ` +
        'the CPUs or the disk, so this ratio is noisy',
    );
  }
}

async function main(signal: AbortSignal): Promise<number> {
  const named = process.argv.slice(2);
  const unknown = named.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0)
    throw new Error(`unknown part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`);
  const wanted = (part: string) => named.length === 0 || named.includes(part);
  const env = environment();
  const figures: Figure[] = [];
  const print = (figure: Figure) => {
    clearProgress();
    out(formatFigure(figure));
    figures.push(figure);
  };
  const rethrowIfAborted = () => signal.throwIfAborted();

  out(
    `Contentforge bench: node ${env.node}, ${env.platform}, ${env.cpus} CPUs (${env.cpuModel}), ` +
      `load average ${env.loadAverageAtStart}`,
  );
  out();

  let http: HttpResult | { error: string } | undefined;
  let upload: UploadResult | { error: string } | undefined;
  let sqlite: LedgerResult | { error: string } | undefined;
  let postgres: PostgresOutcome | { error: string } | undefined;
  let render: PresetRenderFigures[] | { error: string } | undefined;
  let renderScripts: ScriptRenderFigures[] | { error: string } | undefined;
  let cutout: CutoutFigures | { error: string } | undefined;
  let images: HostileCompletions[] | { error: string } | undefined;
  let publish: PublishResult | { error: string } | undefined;
  let scaledShape: { status: 'skipped'; reason: string } | { error: string } | undefined;
  let scaledHttp: HttpResult | { error: string } | undefined;
  let scaledUpload: ScaledUploadResult | { error: string } | undefined;
  let listing: ListingOutcome | { error: string } | undefined;

  /** The PostgreSQL ledger figures: in the ledger part, or in the scaled shape's when that runs alone. */
  const measurePostgresLedger = async () => {
    try {
      progress('PostgreSQL ledger');
      postgres = await runPostgresLedgerBench(LEDGER, signal);
      if (postgres.status === 'ok') {
        for (const figure of ledgerFigures(
          'ledger.postgres',
          'PostgreSQL',
          TARGETS.postgresPairs,
          postgres.result,
        ))
          print(figure);
      } else {
        print({
          id: 'ledger.postgres.distinct',
          label: 'PostgreSQL',
          unit: 'pairs/s',
          measured: null,
          target: TARGETS.postgresPairs,
          status: 'skipped',
          note: `could not create a database on ${postgres.server}: ${postgres.reason}`,
        });
      }
    } catch (error) {
      rethrowIfAborted();
      postgres = { error: messageOf(error) };
      print(failedFigure('ledger.postgres.distinct', 'PostgreSQL', 'pairs/s', TARGETS.postgresPairs, error));
    }
  };

  if (wanted('http')) {
    out(
      `HTTP throughput, GET /v1/credits vs bare Fastify GET /bare ` +
        `(${HTTP.connections} connections, ${HTTP.warmupSeconds} s warm-up + ${HTTP.seconds} s each, ` +
        'server in a child process)',
    );
    try {
      const result = await runHttpBench(HTTP, signal, progress);
      http = result;
      printHttpRuns(result);
      print({
        id: 'http.credits-vs-bare',
        label: 'app / bare Fastify, requests/s ratio',
        unit: 'ratio',
        measured: result.ratio,
        target: TARGETS.httpRatio,
        status: figureStatus(result.ratio, TARGETS.httpRatio),
      });
    } catch (error) {
      rethrowIfAborted();
      http = { error: messageOf(error) };
      print(failedFigure('http.credits-vs-bare', 'ratio app / bare', 'ratio', TARGETS.httpRatio, error));
    }
    out();
  }

  if (wanted('upload')) {
    out(
      `Upload throughput, one ${UPLOAD.bytes / MIB} MiB PUT through the app's storage endpoint vs plain ` +
        `node:http piping it to a file (${UPLOAD.chunkBytes / 1024} KiB chunks made on the fly, ` +
        `${UPLOAD.runs} runs each alternating, median; server in a child process)`,
    );
    try {
      const result = await runUploadBench(UPLOAD, signal, progress);
      upload = result;
      printUploadRuns(result.baseline, result.app);
      print({
        id: 'upload.app-vs-plain',
        label: 'upload, app / plain node:http, MB/s ratio',
        unit: 'ratio',
        measured: result.ratio,
        target: TARGETS.uploadRatio,
        status: figureStatus(result.ratio, TARGETS.uploadRatio),
      });
      print({
        id: 'upload.app-rss-growth',
        label: 'upload, app peak RSS growth',
        unit: 'MiB',
        measured: result.app.peakRssGrowthMiB,
        target: TARGETS.uploadRssGrowthMiB,
        targetIs: 'max',
        status: figureStatus(result.app.peakRssGrowthMiB, TARGETS.uploadRssGrowthMiB, 'max'),
      });
      print({
        id: 'upload.plain-rss-growth',
        label: 'upload, plain node:http peak RSS growth',
        unit: 'MiB',
        measured: result.baseline.peakRssGrowthMiB,
        target: null,
        reference: { label: 'app', value: result.app.peakRssGrowthMiB },
        status: 'info',
      });
    } catch (error) {
      rethrowIfAborted();
      upload = { error: messageOf(error) };
      print(
        failedFigure(
          'upload.app-vs-plain',
          'upload, app / plain node:http',
          'ratio',
          TARGETS.uploadRatio,
          error,
        ),
      );
      print({
        ...failedFigure(
          'upload.app-rss-growth',
          'upload, app peak RSS growth',
          'MiB',
          TARGETS.uploadRssGrowthMiB,
          error,
        ),
        targetIs: 'max',
      });
    }
    out();
  }

  if (wanted('ledger')) {
    out(
      `Ledger reserve(1) + settle(1) pairs per second (${LEDGER.loops} concurrent loops, ` +
        `${LEDGER.warmupSeconds} s warm-up, ${LEDGER.seconds} s measured; ${LEDGER.contendedSeconds} s ` +
        'on one account)',
    );
    try {
      progress('SQLite ledger');
      sqlite = await runSqliteLedgerBench(LEDGER, signal);
      for (const figure of ledgerFigures('ledger.sqlite', 'SQLite', TARGETS.sqlitePairs, sqlite))
        print(figure);
    } catch (error) {
      rethrowIfAborted();
      sqlite = { error: messageOf(error) };
      print(failedFigure('ledger.sqlite.distinct', 'SQLite', 'pairs/s', TARGETS.sqlitePairs, error));
    }

    await measurePostgresLedger();
    out();
  }

  if (wanted('render')) {
    out(
      `Studio rendering, each preset's whole run without a photo, with a new photo and with the last ` +
        `photo again, vs encoding the same JPEGs from raw pixels (${RENDER.warmupRuns} warm-up + ` +
        `${RENDER.runs} runs each, new seed every run, median)`,
    );
    try {
      const result: PresetRenderFigures[] = [];
      // In a process of its own: a fresh heap and thread pool, as in a worker that renders.
      const worker = await startServerProcess<{ type: 'ready' }>(RENDER_WORKER, 'render worker');
      try {
        for (const preset of PRESETS) {
          rethrowIfAborted();
          progress(`rendering ${preset.presetId}`);
          const reply = await worker.ask<{ type: 'figures'; figures: PresetRenderFigures }>(
            { type: 'render', presetId: preset.presetId, settings: RENDER },
            'figures',
            { timeoutMs: 300_000, failedType: 'render-failed' },
          );
          result.push(reply.figures);
        }
        // The same presets with subjects in two scripts the Latin runs never load fonts for.
        const scripts: ScriptRenderFigures[] = [];
        renderScripts = scripts;
        for (const [script, subject] of Object.entries(RENDER_SCRIPTS)) {
          for (const preset of PRESETS) {
            rethrowIfAborted();
            progress(`rendering ${preset.presetId} in ${script}`);
            const reply = await worker.ask<{ type: 'script-figures'; figures: ScriptRenderFigures }>(
              { type: 'render-script', presetId: preset.presetId, script, subject, settings: RENDER },
              'script-figures',
              { timeoutMs: 300_000, failedType: 'render-failed' },
            );
            scripts.push(reply.figures);
          }
        }
      } finally {
        await worker.stop();
      }
      render = result;
      clearProgress();
      for (const preset of result) {
        const ms = (value: number) => `${Math.round(value)} ms`;
        out(
          `  ${`${preset.presetId} (${preset.outputs} × ${preset.width}×${preset.height})`.padEnd(54)}` +
            `${ms(preset.withoutReferenceMs).padStart(9)} plain, ${ms(preset.withReferenceMs)} new photo, ` +
            `${ms(preset.withSeenReferenceMs)} photo again, floor ${ms(preset.encodeFloorMs)}`,
        );
      }
      for (const preset of result) {
        for (const [kind, ratio, label] of [
          ['plain', preset.ratioWithoutReference, 'no photo'],
          ['photo', preset.ratioWithReference, 'new photo'],
          ['photo-again', preset.ratioWithSeenReference, 'photo again'],
        ] as const) {
          print({
            id: `render.${preset.presetId}.${kind}`,
            label: `${preset.presetId}, ${label} / floor`,
            unit: 'ratio',
            measured: ratio,
            target: TARGETS.renderRatio,
            targetIs: 'max',
            status: figureStatus(ratio, TARGETS.renderRatio, 'max'),
          });
        }
      }
      if (Array.isArray(renderScripts)) {
        for (const figures of renderScripts) {
          print({
            id: `render.${figures.presetId}.plain-${figures.script.toLowerCase()}`,
            label: `${figures.presetId}, ${figures.script} subject / floor`,
            unit: 'ratio',
            measured: figures.ratio,
            target: TARGETS.renderRatio,
            targetIs: 'max',
            status: figureStatus(figures.ratio, TARGETS.renderRatio, 'max'),
          });
        }
        const fontBytes = renderScripts.at(-1)?.fontBytes ?? 0;
        print({
          id: 'render.font-memory',
          label: `fonts loaded by then (Latin, ${Object.keys(RENDER_SCRIPTS).join(', ')})`,
          unit: 'MiB',
          measured: fontBytes / MIB,
          target: null,
          status: 'info',
        });
      }
    } catch (error) {
      rethrowIfAborted();
      render = { error: messageOf(error) };
      print({
        ...failedFigure(
          'render.presets',
          'studio rendering / encode floor',
          'ratio',
          TARGETS.renderRatio,
          error,
        ),
        targetIs: 'max',
      });
    }
    out();
  }

  if (wanted('cutout')) {
    out(
      `Cut-out of a ${((CUTOUT.width * CUTOUT.height) / 1e6).toFixed(1)}-megapixel phone photo (${CUTOUT.width}×${CUTOUT.height}), ` +
        'never cut out before: U²-Net-p inference plus the refinement at full size (in a fresh process)',
    );
    try {
      progress('cutting out');
      const worker = await startServerProcess<{ type: 'ready' }>(CUTOUT_WORKER, 'cut-out worker');
      let result: CutoutFigures;
      try {
        result = (
          await worker.ask<{ type: 'figures'; figures: CutoutFigures }>(
            { type: 'cutout', settings: CUTOUT },
            'figures',
            { timeoutMs: 300_000, failedType: 'cutout-failed' },
          )
        ).figures;
      } finally {
        await worker.stop();
      }
      cutout = result;
      clearProgress();
      out(
        `  runs ${result.runsMs.map((ms) => Math.round(ms)).join(', ')} ms; median ${Math.round(result.inferenceMs)} ms ` +
          `inference + ${Math.round(result.refinementMs)} ms decoding and refinement`,
      );
      out(
        `  stages, median wall / processor ms: ${result.stages
          .map((stage) => `${stage.name} ${Math.round(stage.wallMs)} / ${Math.round(stage.cpuMs)}`)
          .join(', ')}`,
      );
      print({
        id: 'cutout.12mp',
        label: `cut-out of a ${result.megapixels.toFixed(0)} MP photo, inference and refinement`,
        unit: 'ms',
        measured: result.cutoutMs,
        target: TARGETS.cutoutMs,
        targetIs: 'max',
        status: figureStatus(result.cutoutMs, TARGETS.cutoutMs, 'max'),
      });
      print({
        id: 'cutout.cpu',
        label: 'cut-out of a 12 MP photo, processor time (all threads)',
        unit: 'ms',
        measured: result.cpuMs,
        target: null,
        status: 'info',
      });
      print({
        id: 'cutout.model-load',
        label: 'segmentation model load, once per process',
        unit: 'ms',
        measured: result.modelLoadMs,
        target: null,
        status: 'info',
      });
      print({
        id: 'cutout.model-rss',
        label: 'segmentation model, RSS growth of the process',
        unit: 'MiB',
        measured: result.modelRssGrowthMiB,
        target: null,
        status: 'info',
      });
      print({
        id: 'cutout.rss-after',
        label: `RSS growth after ${CUTOUT.warmupRuns + CUTOUT.runs} cut-outs (model included)`,
        unit: 'MiB',
        measured: result.rssGrowthAfterRunsMiB,
        target: null,
        status: 'info',
      });
    } catch (error) {
      rethrowIfAborted();
      cutout = { error: messageOf(error) };
      print({
        ...failedFigure('cutout.12mp', 'cut-out of a 12 MP photo', 'ms', TARGETS.cutoutMs, error),
        targetIs: 'max',
      });
    }
    out();
  }

  if (wanted('images')) {
    out(
      'Hostile completions: each kind of image sent to POST /v1/media/complete several times at once ' +
        `(app in a child process, a fresh one per kind), with one GET /files/… ${IMAGES.fileReadAfterMs} ms in`,
    );
    try {
      const result = await runImageBench(IMAGES, signal, progress);
      images = result;
      clearProgress();
      for (const kind of result) {
        const counts = new Map<number, number>();
        for (const status of kind.statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
        const answers = [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
        const each = `${kind.bytesEach.toLocaleString('en-US')} bytes each`;
        out(`  ${kind.count} ${kind.label} (${each}): ${answers} in ${kind.seconds.toFixed(1)} s`);
      }
      for (const kind of result) {
        const target = TARGETS.imageRssGrowthMiB[kind.id] ?? null;
        print({
          id: `images.${kind.id}.rss-growth`,
          label: `${kind.count} × ${kind.id}, app peak RSS growth`,
          unit: 'MiB',
          measured: kind.peakRssGrowthMiB,
          target,
          targetIs: 'max',
          status: figureStatus(kind.peakRssGrowthMiB, target, 'max'),
        });
        print({
          id: `images.${kind.id}.file-read`,
          label: `${kind.count} × ${kind.id}, one file read meanwhile`,
          unit: 'ms',
          measured: kind.fileReadMs,
          target: TARGETS.imageFileReadMs,
          targetIs: 'max',
          status: figureStatus(kind.fileReadMs, TARGETS.imageFileReadMs, 'max'),
        });
      }
    } catch (error) {
      rethrowIfAborted();
      images = { error: messageOf(error) };
      print({
        ...failedFigure('images', 'hostile completions', 'MiB', null, error),
        targetIs: 'max',
      });
    }
    out();
  }

  if (wanted('publish')) {
    out(
      `Publishing, ${PUBLISH.count} posts with ★8 to one webhook account (receiver in this process, app and ` +
        `worker in a child, SQLite, ${PUBLISH.clients} ★8 calls in flight) vs a plain fetch loop POSTing the same ` +
        `bodies to the same receiver, ${PUBLISH.inFlight} in flight (the worker's DELIVERY_CONCURRENCY)`,
    );
    try {
      const result = await runPublishBench(PUBLISH, signal, progress);
      publish = result;
      clearProgress();
      for (const side of [result.baseline, result.app]) {
        const rate = `${Math.round(side.perSecond).toLocaleString('en-US')} /s`;
        out(
          `  ${side.label.padEnd(54)}${rate.padStart(16)}   p50 ${Math.round(side.p50Ms)} ms, p95 ${Math.round(side.p95Ms)} ms`,
        );
      }
      print({
        id: 'publish.app-vs-loop',
        label: 'publish, app deliveries / fetch loop POSTs, per-second ratio',
        unit: 'ratio',
        measured: result.ratio,
        target: TARGETS.publishRatio,
        status: figureStatus(result.ratio, TARGETS.publishRatio),
      });
      print({
        id: 'publish.p95',
        label: 'publish, p95 from ★8 to delivered',
        unit: 'ms',
        measured: result.app.p95Ms,
        target: TARGETS.publishP95Ms,
        targetIs: 'max',
        status: figureStatus(result.app.p95Ms, TARGETS.publishP95Ms, 'max'),
      });
    } catch (error) {
      rethrowIfAborted();
      publish = { error: messageOf(error) };
      print(
        failedFigure(
          'publish.app-vs-loop',
          'publish, app / fetch loop',
          'ratio',
          TARGETS.publishRatio,
          error,
        ),
      );
    }
    out();
  }

  if (wanted('scaled')) {
    out(
      `Scaled shape: PostgreSQL, an S3 store (Ceph's RADOS Gateway) and ${SCALED.apiProcesses} ` +
        '`contentforge serve --role api` processes (from the sources) sharing them',
    );
    const httpFigure = {
      id: 'scaled.http.credits-vs-bare',
      label: `scaled: app / bare Fastify, ${SCALED.apiProcesses} processes each`,
      unit: 'ratio',
      target: TARGETS.scaledHttpRatio,
    };
    const uploadFigure = {
      id: 'scaled.upload.s3-vs-plain',
      label: 'scaled: S3 PUT / plain node:http, MB/s',
      unit: 'ratio',
      target: TARGETS.s3UploadRatio,
    };
    let started: ScaledShapeOutcome | undefined;
    try {
      started = await startScaledShape(SCALED.apiProcesses, signal, progress);
    } catch (error) {
      rethrowIfAborted();
      scaledShape = { error: messageOf(error) };
      print(failedFigure(httpFigure.id, httpFigure.label, 'ratio', httpFigure.target, error));
      print(failedFigure(uploadFigure.id, uploadFigure.label, 'ratio', uploadFigure.target, error));
    }
    if (started?.status === 'skipped') {
      scaledShape = started;
      for (const figure of [httpFigure, uploadFigure])
        print({ ...figure, measured: null, status: 'skipped', note: started.reason });
    } else if (started?.status === 'ok') {
      const { shape } = started;
      out(
        'url' in shape.redis
          ? `  Rate limits shared through Redis at ${redactUrl(shape.redis.url)}`
          : `  Rate limits counted in each API process: ${shape.redis.missing}`,
      );
      try {
        out(
          `  HTTP: GET /v1/credits with ${HTTP.connections} connections spread over the API processes, against ` +
            `as many bare Fastify processes (${HTTP.warmupSeconds} s warm-up + ${HTTP.seconds} s each)`,
        );
        try {
          const result = await runScaledHttpBench(shape, HTTP, signal, progress);
          scaledHttp = result;
          printHttpRuns(result);
          print({
            ...httpFigure,
            measured: result.ratio,
            status: figureStatus(result.ratio, httpFigure.target),
          });
        } catch (error) {
          rethrowIfAborted();
          scaledHttp = { error: messageOf(error) };
          print(failedFigure(httpFigure.id, httpFigure.label, 'ratio', httpFigure.target, error));
        }
        out(
          `  Upload: one ${UPLOAD.bytes / MIB} MiB PNG by the presigned PUT one API process hands out, straight ` +
            'to the store, completed on the other, vs the same bytes to plain node:http ' +
            `(${UPLOAD.runs} runs each alternating, median)`,
        );
        try {
          const result = await runScaledUploadBench(shape, UPLOAD, signal, progress);
          scaledUpload = result;
          printUploadRuns(result.baseline, result.s3);
          print({
            ...uploadFigure,
            measured: result.ratio,
            status: figureStatus(result.ratio, uploadFigure.target),
          });
          print({
            id: 'scaled.upload.complete',
            label: `scaled: completing the ${UPLOAD.bytes / MIB} MiB upload`,
            unit: 'ms',
            measured: result.s3.medianCompleteMs,
            target: null,
            status: 'info',
          });
        } catch (error) {
          rethrowIfAborted();
          scaledUpload = { error: messageOf(error) };
          print(failedFigure(uploadFigure.id, uploadFigure.label, 'ratio', uploadFigure.target, error));
        }
      } finally {
        await shape.stop();
      }
    }
    // The ledger on PostgreSQL is the scaled shape's third figure; the ledger part measures it too.
    if (wanted('ledger')) {
      out('  Ledger on PostgreSQL: in the ledger part above');
    } else {
      out(
        `  Ledger reserve(1) + settle(1) pairs per second on PostgreSQL (${LEDGER.loops} concurrent loops, ` +
          `${LEDGER.seconds} s measured; ${LEDGER.contendedSeconds} s on one account)`,
      );
      await measurePostgresLedger();
    }
    out();
  }

  if (wanted('listing')) {
    out(
      `Media listing on PostgreSQL, GET /v1/media through one API process: a workspace of ` +
        `${LISTING.smallItems.toLocaleString('en-US')} items and one of ${LISTING.largeItems.toLocaleString('en-US')} ` +
        `(loaded with COPY), in turns, ${LISTING.warmupRequests} warm-up + ${LISTING.requests} requests of each query on each`,
    );
    try {
      const outcome = await runListingBench(LISTING, signal, progress);
      listing = outcome;
      clearProgress();
      if (outcome.status === 'skipped') {
        print({
          id: 'listing',
          label: 'media listing',
          unit: 'ratio',
          measured: null,
          target: TARGETS.listingP95Ratio,
          targetIs: 'max',
          status: 'skipped',
          note: `could not create a database on ${outcome.server}: ${outcome.reason}`,
        });
      } else {
        const { result } = outcome;
        out(
          `  ${result.rows.toLocaleString('en-US')} rows loaded with COPY and vacuumed in ` +
            `${result.loadSeconds.toFixed(1)} s`,
        );
        const ms = (value: number) => `${value.toFixed(1)} ms`;
        const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
        const sizes = `${compact.format(LISTING.largeItems)} / ${compact.format(LISTING.smallItems)}`;
        for (const query of result.queries) {
          out(
            `  ${query.label.padEnd(54)}p50/p95 ${ms(query.small.p50Ms)} / ${ms(query.small.p95Ms)} at ` +
              `${LISTING.smallItems.toLocaleString('en-US')}, ${ms(query.large.p50Ms)} / ${ms(query.large.p95Ms)} ` +
              `at ${LISTING.largeItems.toLocaleString('en-US')}`,
          );
        }
        for (const query of result.queries) {
          print({
            id: `listing.${query.id}`,
            label: `listing p95 ${sizes}, ${query.label}`,
            unit: 'ratio',
            measured: query.p95Ratio,
            target: TARGETS.listingP95Ratio,
            targetIs: 'max',
            status: figureStatus(query.p95Ratio, TARGETS.listingP95Ratio, 'max'),
          });
        }
      }
    } catch (error) {
      rethrowIfAborted();
      listing = { error: messageOf(error) };
      print({
        ...failedFigure('listing', 'media listing', 'ratio', TARGETS.listingP95Ratio, error),
        targetIs: 'max',
      });
    }
    out();
  }

  const targeted = figures.filter((f) => f.target !== null && f.measured !== null);
  const met = targeted.filter((f) => f.status === 'pass').length;
  const failed = figures.filter((f) => f.status === 'failed').length;
  const skipped = figures.filter((f) => f.status === 'skipped').length;
  out(
    `Targets met: ${met} of ${targeted.length}` +
      (skipped ? `, ${skipped} skipped` : '') +
      (failed ? `, ${failed} failed to run` : ''),
  );

  const generatedAt = new Date().toISOString();
  const subtitle =
    `${generatedAt.slice(0, 16).replace('T', ' ')} UTC, node ${env.node}, ${env.cpus} CPUs` +
    `${env.commit ? `, commit ${env.commit}` : ''}; each row on its own scale`;
  const files = writeResults(
    RESULTS_DIR,
    {
      generatedAt,
      environment: env,
      settings: {
        http: HTTP,
        upload: UPLOAD,
        ledger: LEDGER,
        render: RENDER,
        cutout: CUTOUT,
        images: IMAGES,
        publish: PUBLISH,
        scaled: SCALED,
        listing: LISTING,
      },
      targets: TARGETS,
      figures,
      http,
      upload,
      ledger: { sqlite, postgres },
      render,
      renderScripts,
      cutout,
      images,
      publish,
      scaled: { shape: scaledShape, http: scaledHttp, upload: scaledUpload },
      listing,
    },
    renderSvg(figures, subtitle),
  );
  const shown = (file: URL) => fileURLToPath(file).replace(`${process.cwd()}/`, '');
  out(`Wrote ${shown(files.json)} and ${shown(files.svg)}`);
  // Below target is a finding, not a failure; a figure that could not be measured is.
  return failed > 0 ? 1 : 0;
}

const controller = new AbortController();
let interruptedAt: number | undefined;
const interrupt = () => {
  if (interruptedAt === undefined) {
    interruptedAt = Date.now();
    controller.abort(new Error('interrupted'));
    return;
  }
  // The terminal and npm may each deliver the same Ctrl-C; only a later one means "stop right now",
  // for when the cleanup itself hangs.
  if (Date.now() - interruptedAt > 1_000) process.exit(130);
};
process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);

main(controller.signal).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    clearProgress();
    process.stderr.write(
      controller.signal.aborted ? 'bench interrupted\n' : `bench failed: ${messageOf(error)}\n`,
    );
    process.exitCode = controller.signal.aborted ? 130 : 1;
  },
);
