// Files in S3-compatible storage (AWS S3, MinIO; s3rver in tests) through the
// official client. The browser PUTs uploads straight into the bucket with a
// presigned URL (ContentType signed); reads stream through this server
// (GetObject with Range), so the access rules of server/http/files.ts hold and
// no bucket is ever public (docs/decisions/storage.md).
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { FileStorage } from './fileStorage.ts';
import { checkedLocation, unusableStorage } from './fileStorage.ts';
import type { UrlSigner } from './urlSigner.ts';

/** A streamed put longer than this is sent in parts of this size (S3's minimum part is 5 MiB); a shorter one is one PutObject. */
export const PART_BYTES = 8 * 1024 * 1024;

/** The SDK's answer status: 404 for a missing object or bucket. */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const missing = (error: unknown) => statusOf(error) === 404 || ['NotFound', 'NoSuchKey', 'NoSuchBucket'].includes((error as Error)?.name);

/** The origin a request to the bucket goes to (path style: the endpoint's; else the bucket's host under it). */
function originOf(endpoint: string, bucket: string, forcePathStyle: boolean): string {
  const url = new URL(endpoint);
  return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
}

export function createS3Storage(s3: S3Config, signer: UrlSigner): FileStorage {
  const defaultEndpoint = s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`;
  const clients = new Map<string, S3Client>();
  const clientFor = (endpoint: string | undefined) => {
    const name = endpoint ?? '';
    let client = clients.get(name);
    if (!client) {
      const options: S3ClientConfig = {
        region: s3.region,
        endpoint,
        forcePathStyle: s3.forcePathStyle,
        // checksums only where S3 requires them: S3-compatible servers (MinIO releases, s3rver) do not all take the new defaults
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // a wrong endpoint the platform admin typed must not hold an upload for long
        requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
        credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
      };
      client = new S3Client(options);
      clients.set(name, client);
    }
    return client;
  };
  const uploadOrigin = originOf(s3.publicEndpoint ?? defaultEndpoint, s3.bucket, s3.forcePathStyle);
  const stores = new Map<string, FileStorage>();

  /** accountBucket / accountEndpoint: the bucket or endpoint is the account's own (which field a refusal names). */
  const storeOf = (bucket: string, endpoint: string | undefined, accountBucket: boolean, accountEndpoint: boolean): FileStorage => {
    const client = clientFor(endpoint);
    // the default endpoint is presigned at the address browsers reach it by (S3_PUBLIC_ENDPOINT)
    const presigner = endpoint === s3.endpoint && s3.publicEndpoint ? clientFor(s3.publicEndpoint) : client;
    const store: FileStorage = {
      async put(key, data) {
        if (Buffer.isBuffer(data)) {
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length }));
          return data.length;
        }
        // A stream of unknown length: lib-storage's Upload sends one PutObject when it
        // is short, parts of PART_BYTES otherwise, and aborts the parts on a failure.
        let size = 0;
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, next) {
            size += chunk.length;
            next(null, chunk);
          },
        });
        const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: counted }, partSize: PART_BYTES, queueSize: 1 });
        try {
          await Promise.all([pipeline(data, counted), upload.done()]);
        } catch (error) {
          await upload.abort().catch(() => {});
          throw error;
        }
        return size;
      },
      async open(key, range) {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error(`GetObject ${key}: no stream`);
        return answer.Body;
      },
      async size(key) {
        try {
          return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
        } catch (error) {
          if (missing(error)) return null;
          throw error;
        }
      },
      async remove(key) {
        try {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        } catch (error) {
          if (!missing(error)) throw error;
        }
      },
      async check() {
        try {
          await client.send(new HeadBucketCommand({ Bucket: bucket }));
        } catch (error) {
          // no such bucket or no access to it (an answer), or no S3 at that address (none): the platform admin's values are wrong
          const answered = statusOf(error) !== undefined;
          throw new AppError('storageUnavailable', { field: answered ? (accountBucket ? 'storageBucket' : undefined) : accountEndpoint ? 'storageUrl' : undefined });
        }
      },
      async directUploadUrl(key, contentType, expiresInSeconds) {
        const url = await getSignedUrl(presigner, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }), {
          expiresIn: expiresInSeconds,
          // the browser sends Content-Type: it is signed, so the object gets the declared type and no other
          signableHeaders: new Set(['content-type']),
        });
        return new URL(url).origin === uploadOrigin ? url : null;
      },
      at: (location) => {
        let where: { bucket: string | null; url: string | null };
        try {
          where = checkedLocation(location);
        } catch (error) {
          return unusableStorage(error, rootStore);
        }
        if (where.bucket === null && where.url === null) return rootStore;
        const name = `${where.url ?? ''} ${where.bucket ?? ''}`;
        let made = stores.get(name);
        if (!made) {
          made = storeOf(where.bucket ?? s3.bucket, where.url ?? s3.endpoint, where.bucket !== null, where.url !== null);
          stores.set(name, made);
        }
        return made;
      },
      sign: signer.sign,
      verify: signer.verify,
      uploadOrigin,
    };
    return store;
  };
  const rootStore = storeOf(s3.bucket, s3.endpoint, false, false);
  return rootStore;
}
