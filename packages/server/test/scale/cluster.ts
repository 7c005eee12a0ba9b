/**
 * The scaled shape on one machine, as an operator would run it: PostgreSQL, a real S3 store (Ceph's
 * RADOS Gateway), Redis, API processes and worker processes of the real `contentforge serve`,
 * configured through the environment only, behind a round-robin balancer. Processes can be killed
 * and started again while it runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../support/live-service.js';
import { radosGatewayBucket, type S3TestBucket } from '../support/s3-test-bucket.js';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/contentforge.js');

export type Role = 'api' | 'worker';

export interface Member {
  name: string;
  role: Role;
  port: number;
  child: ChildProcess;
  /** Everything it printed (warnings and errors: the cluster runs at LOG_LEVEL=warn). */
  log: string[];
}

export interface Cluster {
  /** The balancer's address: PUBLIC_URL of every process. */
  url: string;
  databaseUrl: string;
  bucket: S3TestBucket;
  env: Record<string, string>;
  members: Member[];
  /** Starts (or starts again) the member. */
  start(name: string): Promise<Member>;
  /** SIGKILL: no chance to finish anything. */
  kill(name: string): Promise<void>;
  /** SIGTERM: the graceful stop an orchestrator asks for; resolves when the process has exited. */
  stop(name: string): Promise<number | null>;
  /** Requests the balancer passed on, per API member. */
  routed: Map<string, number>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  apis: number;
  workers: number;
  env?: Record<string, string>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const bucket = await radosGatewayBucket();
  if (!bucket) throw new Error('the scaled shape needs the RADOS Gateway (see the run’s first lines)');
  const adminUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `contentforge_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

  const balancer = await startBalancer();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: databaseUrl,
    STORAGE_URL: bucket.storageUrl,
    AWS_ACCESS_KEY_ID: bucket.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: bucket.credentials.secretAccessKey,
    REDIS_URL: process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `${name}:`,
    PUBLIC_URL: balancer.url,
    // Every host of a scaled deployment shares these two.
    SIGNING_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const members: Member[] = [];
  const ports = new Map<string, number>();
  const dataDirs = path.join(process.env.TMPDIR ?? '/tmp', name);

  const start = async (memberName: string): Promise<Member> => {
    const role: Role = memberName.startsWith('api') ? 'api' : 'worker';
    const port = ports.get(memberName) ?? (await freePort());
    ports.set(memberName, port);
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--role', role, '--port', String(port), '--data-dir', path.join(dataDirs, memberName)],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const member: Member = { name: memberName, role, port, child, log: [] };
    const index = members.findIndex((m) => m.name === memberName);
    if (index >= 0) members[index] = member;
    else members.push(member);
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`${memberName} did not start:\n${out}`)), 60_000);
      const ready = role === 'api' ? /listening on port/ : /worker started/;
      const onData = (d: Buffer) => {
        out += d.toString();
        member.log.push(d.toString());
        if (member.log.length > 200) member.log.shift();
        if (ready.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${memberName} exited with ${code} while starting:\n${out}`));
      });
    });
    if (role === 'api') balancer.upstreams.set(memberName, port);
    return member;
  };

  const find = (memberName: string) => {
    const member = members.find((m) => m.name === memberName);
    if (!member) throw new Error(`no member ${memberName}`);
    return member;
  };
  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // API processes first: the first one migrates the empty database.
  for (let i = 1; i <= options.apis; i++) await start(`api${i}`);
  for (let i = 1; i <= options.workers; i++) await start(`worker${i}`);

  return {
    url: balancer.url,
    databaseUrl,
    bucket,
    env,
    members,
    start,
    routed: balancer.routed,
    async kill(memberName) {
      const { child } = find(memberName);
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop(memberName) {
      const { child } = find(memberName);
      child.kill('SIGTERM');
      return exited(child);
    },
    async close() {
      for (const m of members) m.child.kill('SIGKILL');
      await Promise.all(members.map((m) => exited(m.child)));
      await balancer.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

interface Balancer {
  url: string;
  upstreams: Map<string, number>;
  routed: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A round-robin balancer, as a proxy in front of API processes would be: the body is read first,
 * and a request whose connection an upstream refuses (a process restarting) goes to the next one —
 * it never reached the first, so nothing runs twice.
 */
async function startBalancer(): Promise<Balancer> {
  const upstreams = new Map<string, number>();
  const routed = new Map<string, number>();
  let turn = 0;
  const answer = (res: http.ServerResponse, status: number, title: string) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, { 'content-type': 'application/problem+json', 'retry-after': '1' });
    res.end(JSON.stringify({ type: 'about:blank', title, status, code: 'unavailable', detail: title }));
  };
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const names = [...upstreams.keys()];
      for (let tried = 0; tried < names.length * 20; tried++) {
        const name = names[turn++ % names.length]!;
        const outcome = await forward(upstreams.get(name)!, req, body);
        if (outcome === 'refused') {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        routed.set(name, (routed.get(name) ?? 0) + 1);
        res.writeHead(outcome.statusCode ?? 502, outcome.headers);
        outcome.pipe(res);
        return;
      }
      answer(res, 503, 'No API process is accepting connections');
    } catch (err) {
      // The upstream went away after the request reached it: the client learns nothing more.
      answer(res, 502, `The API process broke off: ${(err as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    upstreams,
    routed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(
  port: number,
  req: http.IncomingMessage,
  body: Buffer,
): Promise<http.IncomingMessage | 'refused'> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'content-length': String(body.length), connection: 'close' },
        agent: false,
      },
      resolve,
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // Refused, or closed by a process that stopped accepting: the request never ran there.
      if (err.code === 'ECONNREFUSED') resolve('refused');
      else reject(err);
    });
    upstream.end(body);
  });
}
