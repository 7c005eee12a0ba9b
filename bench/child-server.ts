import { type ChildProcess, fork } from 'node:child_process';

// Resolved here rather than by name so the child finds tsx whatever its working directory.
export const TSX_LOADER = import.meta.resolve('tsx');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const ASK_TIMEOUT_MS = 30_000;

/** What every bench server sends first: `ready` with what the parent needs, or why it did not start. */
export type StartMessage<Ready extends { type: 'ready' }> = Ready | { type: 'failed'; message: string };

export interface ServerProcess<Ready> {
  /** The child's `ready` message. */
  ready: Ready;
  /**
   * Sends `message` and resolves with the child's next message of type `replyType` (or rejects
   * with the `failedType` message's `message`), within `timeoutMs`.
   */
  ask<Reply extends { type: string }>(
    message: object,
    replyType: Reply['type'],
    options?: { timeoutMs?: number; failedType?: string },
  ): Promise<Reply>;
  stop(): Promise<void>;
}

/**
 * Starts one bench server in a child process (`node --import tsx <script> <args>`) and waits for
 * its `ready` message. Each server gets a process of its own so that the load generator, which
 * needs most of a core itself, does not share an event loop with it; the baseline and the app are
 * started exactly the same way. `name` is how errors refer to the server.
 */
export async function startServerProcess<Ready extends { type: 'ready' }>(
  script: string,
  name: string,
  args: string[] = [],
): Promise<ServerProcess<Ready>> {
  const child: ChildProcess = fork(script, args, {
    execArgv: ['--import', TSX_LOADER],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    // Sending on a closed channel without a callback would raise an unhandled 'error' event.
    if (child.connected) {
      child.send({ type: 'stop' }, (error) => {
        if (error) child.kill('SIGTERM');
      });
    } else {
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  let message: StartMessage<Ready>;
  try {
    message = await new Promise<StartMessage<Ready>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the ${name} server did not start within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      child.once('message', (m) => {
        clearTimeout(timer);
        resolve(m as StartMessage<Ready>);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the ${name} server exited (${signal ?? `code ${code}`}) before listening`));
      });
    });
  } catch (error) {
    if (running()) child.kill('SIGKILL');
    throw error;
  }
  if (message.type === 'failed') {
    await stop();
    throw new Error(`the ${name} server failed to start: ${message.message}`);
  }

  const ask = <Reply extends { type: string }>(
    request: object,
    replyType: Reply['type'],
    { timeoutMs = ASK_TIMEOUT_MS, failedType }: { timeoutMs?: number; failedType?: string } = {},
  ) =>
    new Promise<Reply>((resolve, reject) => {
      if (!running() || !child.connected) {
        reject(new Error(`the ${name} server is no longer running`));
        return;
      }
      const onMessage = (m: { type?: string; message?: string }) => {
        if (failedType !== undefined && m?.type === failedType) {
          cleanup();
          reject(new Error(`the ${name} failed: ${m.message}`));
          return;
        }
        if (m?.type !== replyType) return;
        cleanup();
        resolve(m as Reply);
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        cleanup();
        reject(new Error(`the ${name} server exited (${signal ?? `code ${code}`}) before answering`));
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`the ${name} server did not answer ${replyType} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(request, (error) => {
        if (!error) return;
        cleanup();
        reject(error);
      });
    });

  return { ready: message, ask, stop };
}
