/**
 * The local atproto PDS and its PLC directory in a process of their own (see atproto-pds.ts): it
 * prints `{"url": …}` on one line once both listen, and stops, removing its data, when its standard
 * input closes or it is asked to terminate.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secp256k1Keypair } from '@atproto/crypto';
import { envToCfg, envToSecrets, PDS } from '@atproto/pds';
import * as plc from '@did-plc/server';
import { freePort } from './live-service.js';

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

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= (async () => {
    await pds.destroy();
    await plcServer.destroy();
    await rm(dir, { recursive: true, force: true });
    process.exit(0);
  })();
  return stopping;
};
process.once('SIGTERM', stop);
process.stdin.on('end', stop).on('close', stop).resume();
process.stdout.write(`${JSON.stringify({ url: `http://localhost:${port}` })}\n`);
