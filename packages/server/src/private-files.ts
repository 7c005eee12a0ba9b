import { chmodSync, statSync } from 'node:fs';

/**
 * Everything the service writes under its data dir (the SQLite database, the generated signing
 * secret, stored media) is for its own user only. The mode is given when a file or directory is
 * created; the umask can only take bits away from it, so no umask makes one more open than this.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Takes group and other access away from an existing file (one written by an earlier version). A
 * missing file, or one this user does not own, is left as it is.
 */
export function keepPrivate(file: string): void {
  try {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, PRIVATE_FILE_MODE);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw err;
  }
}
