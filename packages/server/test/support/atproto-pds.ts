import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AtpAgent } from '@atproto/api';
import { Secp256k1Keypair } from '@atproto/crypto';
import { envToCfg, envToSecrets, PDS } from '@atproto/pds';
import * as plc from '@did-plc/server';
import { freePort } from './live-service.js';

/**
 * A real Bluesky server for the tests: the reference atproto PDS with an in-memory PLC directory,
 * both on the loopback, started directly (see shared/recipes/atproto-pds.md), data in a temporary
 * directory removed on close.
 */
export interface TestPds {
  /** The PDS's address, e.g. `http://localhost:PORT`. */
  url: string;
  /** A new account (`alice.test`) with an app password for Contentforge. */
  createAccount(name: string): Promise<PdsAccount>;
  /** Revokes the account's app password, as its owner would in the Bluesky app. */
  revokeAppPassword(account: PdsAccount): Promise<void>;
  /** A new app password of the account, named `name`. */
  newAppPassword(account: PdsAccount, name: string): Promise<string>;
  /** An agent signed in with the account's own password, to read what was posted. */
  agentFor(account: PdsAccount): Promise<AtpAgent>;
  close(): Promise<void>;
}

export interface PdsAccount {
  did: string;
  handle: string;
  password: string;
  appPassword: string;
  appPasswordName: string;
}

export async function startPds(): Promise<TestPds> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cf-pds-'));
  const plcPort = await freePort();
  const plcServer = plc.PlcServer.create({ db: plc.Database.mock(), port: plcPort });
  await plcServer.start();
  const port = await freePort();
  const rotationKey = await Secp256k1Keypair.create({ exportable: true });
  const env = {
    devMode: true,
    port,
    hostname: 'localhost',
    dataDirectory: dir,
    blobstoreDiskLocation: path.join(dir, 'blobs'),
    didPlcUrl: `http://localhost:${plcPort}`,
    plcRotationKeyK256PrivateKeyHex: Buffer.from(await rotationKey.export()).toString('hex'),
    jwtSecret: 'test-jwt-secret',
    adminPassword: 'test-admin-password',
    serviceHandleDomains: ['.test'],
    inviteRequired: false,
    disableSsrfProtection: true,
    rateLimitsEnabled: false,
    crawlers: [],
  };
  const pds = await PDS.create(envToCfg(env), envToSecrets(env));
  await pds.start();
  const url = `http://localhost:${port}`;

  const signedIn = async (identifier: string, password: string) => {
    const agent = new AtpAgent({ service: url });
    await agent.login({ identifier, password });
    return agent;
  };

  return {
    url,
    async createAccount(name) {
      const handle = `${name}.test`;
      const password = `pw-${name}-0123456789`;
      const agent = new AtpAgent({ service: url });
      const created = await agent.createAccount({ email: `${name}@example.com`, handle, password });
      const appPasswordName = 'contentforge';
      const app = await agent.com.atproto.server.createAppPassword({ name: appPasswordName });
      return { did: created.data.did, handle, password, appPassword: app.data.password, appPasswordName };
    },
    async revokeAppPassword(account) {
      const agent = await signedIn(account.handle, account.password);
      await agent.com.atproto.server.revokeAppPassword({ name: account.appPasswordName });
    },
    async newAppPassword(account, name) {
      const agent = await signedIn(account.handle, account.password);
      return (await agent.com.atproto.server.createAppPassword({ name })).data.password;
    },
    agentFor: (account) => signedIn(account.handle, account.password),
    async close() {
      await pds.destroy();
      await plcServer.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
