import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { RadosGatewayAnswer } from './radosgw-global-setup.js';

export interface S3TestBucket {
  /** The gateway's address, as `endpoint=` of a STORAGE_URL. */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** `STORAGE_URL` for the service to keep its files in this bucket. */
  storageUrl: string;
}

const REGION = 'us-east-1';

/**
 * A new, empty bucket of its own for a test file on the run's RADOS Gateway (a real S3 store that
 * checks signatures; see `radosgw-global-setup.ts`), or undefined when Ceph cannot run on this
 * machine — the run has said why, in one line — so that the file's S3 tests are skipped. A gateway
 * that should run and does not is an error.
 */
export async function radosGatewayBucket(): Promise<S3TestBucket | undefined> {
  // The first file to ask waits for the start (and, on a fresh machine, the installation).
  const res = await fetch(inject('radosGatewayBroker'), { signal: AbortSignal.timeout(10 * 60_000) });
  const answer = (await res.json()) as RadosGatewayAnswer;
  if ('skip' in answer) return undefined;
  if ('error' in answer) throw new Error(answer.error);

  const { endpoint, credentials } = answer;
  const bucket = `contentforge-${randomBytes(8).toString('hex')}`;
  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  const storageUrl = `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=${REGION}`;
  return { endpoint, region: REGION, bucket, credentials, storageUrl };
}

/**
 * Puts credentials where the AWS SDK's default chain finds them, as the service reads them in
 * production; answers the function that puts back what was there.
 */
export function useAwsCredentials(credentials: S3TestBucket['credentials']): () => void {
  const saved = {
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY,
  };
  process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
