// s3rver (a small S3 look-alike) on loopback, so the S3 back-end is tested against the real
// S3 protocol: SigV4-signed SDK calls and presigned PUTs from "the browser" (fetch).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/free-port';

interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships no type declarations; the two methods used are typed above.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface LocalS3 {
  settings: {
    bucket: string;
    region: string;
    endpoint: string;
    forcePathStyle: boolean;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  close: () => Promise<void>;
}

export async function startLocalS3(bucket = 'crease-photos'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'crease-s3rver-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts only its well-known development key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
