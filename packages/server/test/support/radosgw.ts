import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { constants, rmSync } from 'node:fs';
import { access, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

/**
 * Ceph's RADOS Gateway as a real S3 store for the tests: one monitor, one storage daemon keeping
 * objects in memory, and radosgw in front, all on 127.0.0.1. It checks every SigV4 signature — the
 * Content-Type a presigned URL signed, its expiry, the secret — as S3 does. About a second to start.
 */

/** Debian's packages for the daemons and tools used here. */
const CEPH_PACKAGES = ['radosgw', 'ceph-mon', 'ceph-osd'] as const;
const COMMANDS = ['monmaptool', 'ceph-mon', 'ceph', 'ceph-osd', 'radosgw', 'radosgw-admin'] as const;

export interface RadosGateway {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Kills the daemons and removes their directory. */
  stop(): Promise<void>;
}

const run = promisify(execFile);

const onPath = async (command: string): Promise<boolean> => {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      await access(path.join(dir, command), constants.X_OK);
      return true;
    } catch {}
  }
  return false;
};

const missingCommands = async (): Promise<string[]> => {
  const found = await Promise.all(COMMANDS.map(onPath));
  return COMMANDS.filter((_, i) => !found[i]);
};

/**
 * Makes sure the Ceph commands are there, installing Debian's packages with apt-get when they are
 * not and this process may (it runs as root). Answers why the gateway cannot run here, or
 * undefined when it can.
 */
export async function installCeph(say: (line: string) => void): Promise<string | undefined> {
  const missing = await missingCommands();
  if (missing.length === 0) return undefined;
  const packages = CEPH_PACKAGES.join(' ');
  const notInstalled = `${missing.join(', ')} not found (Debian packages: ${packages})`;
  if (process.getuid?.() !== 0) return `${notInstalled}, and installing them needs root`;
  if (!(await onPath('apt-get'))) return `${notInstalled}, and there is no apt-get to install them`;

  say(`installing ${packages} with apt-get`);
  const aptGet = (args: string[]) =>
    run('apt-get', args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  const install = () => aptGet(['install', '-y', '-q', '--no-install-recommends', ...CEPH_PACKAGES]);
  try {
    // A machine that has never fetched the package lists knows nothing to install yet.
    await install().catch(async () => {
      await aptGet(['update', '-q']);
      await install();
    });
  } catch (err) {
    const output = `${(err as { stderr?: string }).stderr ?? ''}`.trim().split('\n').at(-1);
    return `${notInstalled}, and apt-get could not install them: ${output || (err as Error).message}`;
  }
  const still = await missingCommands();
  return still.length === 0 ? undefined : `${still.join(', ')} still not found after installing ${packages}`;
}

/**
 * A free port below Linux's ephemeral range (32768 on): servers listening on port 0 and outgoing
 * connections are given ports from that range, so none of them takes this one between the check
 * and the daemon binding it.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

function cephConf(dir: string, fsid: string, monPort: number, rgwPort: number): string {
  return `[global]
fsid = ${fsid}
mon_host = v2:127.0.0.1:${monPort}
public_addr = 127.0.0.1
cluster_addr = 127.0.0.1
ms_bind_msgr1 = false
# Ceph's own authentication is off; radosgw still checks every S3 signature.
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
# radosgw asks for a secure connection to the monitor by default, impossible without cephx.
ms_mon_client_mode = crc
# The monitor batches changes for a second; radosgw creates its pools one change at a time, which
# took 9 of the 12 seconds of a start.
paxos_propose_interval = 0.01
mon_data_avail_warn = 1
mon_data_avail_crit = 0
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
osd_pool_default_size = 1
osd_pool_default_min_size = 1
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_crush_chooseleaf_type = 0
run_dir = ${dir}/run
admin_socket =
log_file = ${dir}/log/$name.log
[mon]
mon_data = ${dir}/mon
[osd]
osd_data = ${dir}/osd
osd_objectstore = memstore
memstore_device_bytes = 1073741824
[client]
rgw_frontends = beast endpoint=127.0.0.1:${rgwPort}
rgw_data = ${dir}/rgw
`;
}

/** The last lines a daemon wrote, for an error message. */
async function logTail(dir: string, name: string): Promise<string> {
  const lines = [];
  for (const file of [`${name}.out`, `${name}.log`]) {
    const text = await readFile(path.join(dir, 'log', file), 'utf8').catch(() => '');
    lines.push(...text.split('\n').filter((line) => line.trim()));
  }
  return lines.slice(-15).join('\n');
}

const answers = (endpoint: string) =>
  fetch(`${endpoint}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );

class DaemonExited extends Error {}

/** Starts a gateway on free ports; a daemon that dies while starting (a port taken after all) is retried. */
export async function startRadosGateway(): Promise<RadosGateway> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce();
    } catch (err) {
      if (attempt === 3 || !(err instanceof DaemonExited)) throw err;
    }
  }
}

async function startOnce(): Promise<RadosGateway> {
  const dir = await mkdtemp(path.join(tmpdir(), 'contentforge-rgw-'));
  for (const sub of ['mon', 'osd', 'rgw', 'run', 'log']) await mkdir(path.join(dir, sub));
  const [monPort, rgwPort] = [await freePort(), await freePort()];
  const conf = path.join(dir, 'ceph.conf');
  const fsid = randomUUID();
  await writeFile(conf, cephConf(dir, fsid, monPort, rgwPort));
  const env = { ...process.env };
  delete env.CEPH_ARGS;

  const daemons: ChildProcess[] = [];
  let stopping = false;
  /** Rejects as soon as a daemon ends before stop(), with the end of its log. */
  let reportDeath: (err: Error) => void = () => {};
  const death = new Promise<never>((_, reject) => {
    reportDeath = reject;
  });
  death.catch(() => {});
  const killAll = () => {
    for (const d of daemons) if (d.exitCode === null && d.signalCode === null) d.kill('SIGKILL');
  };
  // Should the process end without stop() (an interrupted test run), nothing outlives it.
  const onExit = () => {
    killAll();
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', onExit);

  /** Runs a daemon in the foreground (`-f`), a child of this process, logging to its own file. */
  const daemon = async (name: string, command: string, args: string[]) => {
    const log = await open(path.join(dir, 'log', `${name}.out`), 'a');
    const child = spawn(command, ['-c', conf, '-f', ...args], { env, stdio: ['ignore', log.fd, log.fd] });
    await log.close();
    daemons.push(child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      void logTail(dir, name).then((tail) =>
        reportDeath(
          new DaemonExited(`${command} ended (${signal ?? `exit ${code}`}) while starting:\n${tail}`),
        ),
      );
    });
  };
  /** A one-shot command, unless a daemon dies first. */
  const tool = async (command: string, args: string[]) => {
    const result = run(command, ['-c', conf, ...args], { env, timeout: 30_000 });
    return (await Promise.race([result, death])).stdout.trim();
  };

  const stop = async () => {
    stopping = true;
    process.off('exit', onExit);
    const exits = daemons
      .filter((d) => d.exitCode === null && d.signalCode === null)
      .map((d) => new Promise((resolve) => d.once('exit', resolve)));
    // SIGKILL: a scratch cluster loses nothing, and radosgw can hang on SIGTERM once the others are gone.
    killAll();
    await Promise.all(exits);
    await rm(dir, { recursive: true, force: true });
  };

  const start = async (): Promise<RadosGateway> => {
    const monmap = path.join(dir, 'monmap');
    await tool('monmaptool', [
      '--create',
      '--addv',
      'a',
      `[v2:127.0.0.1:${monPort}]`,
      '--fsid',
      fsid,
      monmap,
    ]);
    await tool('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', monmap]);
    await daemon('mon', 'ceph-mon', ['-i', 'a']);
    const osdUuid = randomUUID();
    const osd = await tool('ceph', ['--connect-timeout', '20', 'osd', 'new', osdUuid]);
    await tool('ceph-osd', ['-i', osd, '--mkfs', '--osd-uuid', osdUuid]);
    await daemon('osd', 'ceph-osd', ['-i', osd]);
    await daemon('rgw', 'radosgw', ['-n', 'client.rgw']);
    const credentials = {
      accessKeyId: `CF${randomBytes(9).toString('hex').toUpperCase()}`,
      secretAccessKey: randomBytes(30).toString('base64url'),
    };
    await tool('radosgw-admin', [
      'user',
      'create',
      '--uid=contentforge-tests',
      '--display-name=Contentforge tests',
      `--access-key=${credentials.accessKeyId}`,
      `--secret-key=${credentials.secretAccessKey}`,
    ]);
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    while (!(await answers(endpoint))) {
      if (stopping) throw new Error('stopped while starting');
      await Promise.race([sleep(50), death]);
    }
    return { endpoint, credentials, stop };
  };

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        void logTail(dir, 'rgw').then((tail) =>
          reject(new Error(`radosgw did not start within a minute:\n${tail}`)),
        ),
      60_000,
    );
  });
  try {
    return await Promise.race([start(), death, deadline]);
  } catch (err) {
    await stop();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
