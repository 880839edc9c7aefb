import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { StorageError, type Storage } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /**
   * How long a connection may take to open, and a request may go without a byte from the
   * service, before it fails (ms). Without it a service that accepts and never answers
   * would hold the upload forever.
   */
  timeoutMs?: number;
}

export const S3_TIMEOUT_MS = 10_000;

/** Any S3-compatible service (AWS, MinIO, R2...); the bucket must exist. */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: options.timeoutMs ?? S3_TIMEOUT_MS,
      requestTimeout: options.timeoutMs ?? S3_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
        );
      } catch (error) {
        throw new StorageError('Could not write the file', { cause: error });
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw new StorageError('Could not read the file', { cause: error, operation: 'read' });
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw new StorageError('Could not delete the file', { cause: error });
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
