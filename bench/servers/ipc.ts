/** What every bench child process needs to talk to bench/run.ts. */
import type { AddressInfo } from 'node:net';

/** Sends to the parent; resolves once the message is handed to the channel, so a disconnect right after cannot drop it. */
export function sendToParent(message: object): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send?.(message, undefined, {}, () => resolve())) resolve();
  });
}

export function portOf(address: AddressInfo | string | null): number {
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP port');
  return address.port;
}
