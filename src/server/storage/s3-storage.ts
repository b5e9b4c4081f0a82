// Objects in any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). Browsers upload straight
// to the bucket with a presigned PUT, so photo bytes never pass through our process on the way in.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type ObjectStorage } from './object-storage';
import { directUploadOrigin } from './upload-origin';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    uploadOrigin: directUploadOrigin({ kind: 's3', ...settings }),
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      assertSafeKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return out.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async presignPut(key, ttlSeconds) {
      assertSafeKey(key);
      // No ContentType is signed: the browser sends the file's own type and we never trust it.
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: ttlSeconds });
    },
  };
}
