import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { directUploadOrigin } from './upload-origin';

// The origin must be exactly where the SDK's presigned URLs point, or the browser's PUT is
// blocked by our own Content-Security-Policy.
describe('directUploadOrigin', () => {
  const credentials = { accessKeyId: 'k', secretAccessKey: 's' };
  const cases = [
    { bucket: 'photos', region: 'ap-south-1', forcePathStyle: false, credentials },
    {
      bucket: 'photos',
      region: 'auto',
      endpoint: 'https://acc123.r2.cloudflarestorage.com',
      forcePathStyle: false,
      credentials,
    },
    { bucket: 'photos', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials },
  ];
  it.each(cases)('matches the presigned URL for endpoint $endpoint (path style $forcePathStyle)', async (settings) => {
    const url = await createS3Storage(settings).presignPut('incoming/x', 60);
    expect(directUploadOrigin({ kind: 's3', ...settings })).toBe(new URL(url!).origin);
  });

  it('is null for local disk, whose upload URL is same-origin', () => {
    expect(directUploadOrigin({ kind: 'local', dir: '/tmp/x' })).toBeNull();
  });
});
