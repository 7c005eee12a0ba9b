/**
 * The studio rendering bench, run in a child process of bench/run.ts: a fresh process, so that the
 * heap and the thread pool are not those the HTTP, upload and ledger parts left behind, and the
 * figures are those of a worker process that renders.
 *
 * Protocol over the IPC channel: the child sends `{ type: 'ready' }`, answers each
 * `{ type: 'render', presetId, settings }` with `{ type: 'figures', figures }` and each
 * `{ type: 'render-script', presetId, script, subject, settings }` with `{ type: 'script-figures',
 * figures }` (or `{ type: 'render-failed', message }`), and exits on `{ type: 'stop' }`, on SIGINT or SIGTERM, or
 * when the parent goes away.
 */

import { messageOf } from '../errors.js';
import {
  type PresetRenderFigures,
  type RenderSettings,
  runRenderBench,
  runScriptRenderBench,
  type ScriptRenderFigures,
} from '../render.js';
import { sendToParent } from './ipc.js';

/** Typed: only this process's messages. */
const send = (message: RenderWorkerMessage) => sendToParent(message);

export type RenderWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'figures'; figures: PresetRenderFigures }
  | { type: 'script-figures'; figures: ScriptRenderFigures }
  | { type: 'render-failed'; message: string };

type ParentMessage =
  | { type: 'stop' }
  | { type: 'render'; presetId: string; settings: RenderSettings }
  | { type: 'render-script'; presetId: string; script: string; subject: string; settings: RenderSettings };

function main(): void {
  if (!process.send) throw new Error('render-worker.ts must be started with child_process.fork');
  const controller = new AbortController();
  const stop = () => {
    controller.abort();
    if (process.connected) process.disconnect();
    process.exit();
  };
  process.on('message', (message: ParentMessage) => {
    if (message?.type === 'stop') {
      stop();
    } else if (message?.type === 'render') {
      runRenderBench(message.settings, controller.signal, () => {}, [message.presetId]).then(
        ([figures]) => send({ type: 'figures', figures: figures! }),
        (error: unknown) => send({ type: 'render-failed', message: messageOf(error) }),
      );
    } else if (message?.type === 'render-script') {
      const { settings, presetId, script, subject } = message;
      runScriptRenderBench(settings, controller.signal, presetId, script, subject).then(
        (figures) => send({ type: 'script-figures', figures }),
        (error: unknown) => send({ type: 'render-failed', message: messageOf(error) }),
      );
    }
  });
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  void send({ type: 'ready' });
}

main();
