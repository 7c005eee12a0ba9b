/**
 * The cut-out bench, run in a child process of bench/run.ts: a fresh process, so that the model's
 * memory is measured on its own and the figures are those of a worker that cuts photos out.
 *
 * Protocol over the IPC channel: the child sends `{ type: 'ready' }`, answers
 * `{ type: 'cutout', settings }` with `{ type: 'figures', figures }` (or `{ type: 'cutout-failed',
 * message }`), and exits on `{ type: 'stop' }`, on SIGINT or SIGTERM, or when the parent goes away.
 */
import { type CutoutFigures, type CutoutSettings, runCutoutBench } from '../cutout.js';
import { messageOf } from '../errors.js';
import { sendToParent } from './ipc.js';

export type CutoutWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'figures'; figures: CutoutFigures }
  | { type: 'cutout-failed'; message: string };

type ParentMessage = { type: 'stop' } | { type: 'cutout'; settings: CutoutSettings };

const send = (message: CutoutWorkerMessage) => sendToParent(message);

function main(): void {
  if (!process.send) throw new Error('cutout-worker.ts must be started with child_process.fork');
  const controller = new AbortController();
  const stop = () => {
    controller.abort();
    if (process.connected) process.disconnect();
    process.exit();
  };
  process.on('message', (message: ParentMessage) => {
    if (message?.type === 'stop') stop();
    else if (message?.type === 'cutout') {
      runCutoutBench(message.settings, controller.signal).then(
        (figures) => send({ type: 'figures', figures }),
        (error: unknown) => send({ type: 'cutout-failed', message: messageOf(error) }),
      );
    }
  });
  process.on('disconnect', stop);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  void send({ type: 'ready' });
}

main();
