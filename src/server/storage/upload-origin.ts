import type { Config } from '../config';

/**
 * The origin browsers PUT photos to when uploads go straight to a bucket (null for local disk,
 * which is same-origin). The Content-Security-Policy must allow it in connect-src.
 */
export function directUploadOrigin(storage: Config['storage']): string | null {
  if (storage.kind !== 's3') return null;
  if (!storage.endpoint) return `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`;
  const endpoint = new URL(storage.endpoint);
  return storage.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${storage.bucket}.${endpoint.host}`;
}
