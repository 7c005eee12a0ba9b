import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AtpAgent } from '@atproto/api';

/**
 * A real Bluesky server for the tests: the reference atproto PDS with an in-memory PLC directory,
 * both on the loopback in a process of their own (atproto-pds-process.ts), data in a temporary
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

/**
 * The Node that runs the PDS: by default the one running the tests. The PDS keeps its data with
 * its own native SQLite driver, built at install for the Node installed then; a run of the suite on
 * another Node (CI's Node 24 pass) names the installed one in `TEST_PDS_NODE`.
 */
const PDS_NODE = process.env.TEST_PDS_NODE || process.execPath;
const PDS_PROCESS = fileURLToPath(new URL('./atproto-pds-process.ts', import.meta.url));

export async function startPds(): Promise<TestPds> {
  const child = spawn(PDS_NODE, ['--import', 'tsx', PDS_PROCESS], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the PDS did not start within 60 s')), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the PDS exited with ${code} while starting`));
    });
  });

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
      child.stdin!.end();
      await exited;
    },
  };
}
