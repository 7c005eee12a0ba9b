import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { installCeph, type RadosGateway, startRadosGateway } from './radosgw.js';

/** What a test file is told when it asks for the gateway. */
export type RadosGatewayAnswer =
  | { endpoint: string; credentials: RadosGateway['credentials'] }
  /** Ceph cannot run on this machine: the S3 tests skip (the run says why once). */
  | { skip: string }
  | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback address where a test file asks for the run's RADOS Gateway (`s3-test-bucket.ts`). */
    radosGatewayBroker: string;
  }
}

interface Broker {
  url: string;
  /** Global setups holding it: one per test project. */
  users: number;
  close(): Promise<void>;
}

/**
 * Vitest global setup: one RADOS Gateway for the whole run, started (and installed, if need be) only
 * when a test file first asks for it, so that a run without S3 tests never touches Ceph. It belongs
 * to the main Vitest process, not to a test worker: the daemons are its children and die with it,
 * even when the run is interrupted. Test workers ask for it over a loopback HTTP "broker" whose
 * address is provided to them; the answer is the endpoint and credentials, or why there is none.
 *
 * Vitest runs global setups once per test project (SQLite, PostgreSQL) in the same process, so the
 * broker is kept on `globalThis` and shared by all of them; the last teardown stops it.
 */
export default async function setup(project: TestProject) {
  const key = Symbol.for('contentforge.radosgw-broker');
  const shared = globalThis as { [key]?: Promise<Broker> };
  shared[key] ??= openBroker();
  const broker = await shared[key];
  broker.users++;
  project.provide('radosGatewayBroker', broker.url);
  return async () => {
    if (--broker.users > 0) return;
    delete shared[key];
    await broker.close();
  };
}

async function openBroker(): Promise<Broker> {
  let gateway: RadosGateway | undefined;
  let answer: Promise<RadosGatewayAnswer> | undefined;
  const say = (line: string) => process.stderr.write(`RADOS Gateway: ${line}\n`);

  const start = async (): Promise<RadosGatewayAnswer> => {
    const unavailable = await installCeph(say);
    if (unavailable) {
      // CI installs Ceph (.ci/run): there a missing gateway is a failure, never a quiet skip.
      if (process.env.CI) return { error: `the S3 tests need Ceph's RADOS Gateway: ${unavailable}` };
      say(`S3 tests skipped: ${unavailable}`);
      return { skip: unavailable };
    }
    try {
      gateway = await startRadosGateway();
      return { endpoint: gateway.endpoint, credentials: gateway.credentials };
    } catch (err) {
      return { error: `the RADOS Gateway could not start: ${(err as Error).message}` };
    }
  };

  const server: Server = createServer((_req, res) => {
    answer ??= start();
    void answer.then((body) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    users: 0,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await answer;
      await gateway?.stop();
    },
  };
}
