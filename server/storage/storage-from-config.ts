import { resolve } from 'node:path';
import type { Config } from '../config';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import type { FileStorage } from './storage';

type StorageSettings = Pick<
  Config,
  'DATA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/** The uploads' storage this configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function storageFromConfig(config: StorageSettings): FileStorage {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint } = config;
  if (!bucket) return new LocalFileStorage(resolve(config.DATA_DIR, 'uploads'));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // readConfig refuses a bucket without the rest; this only tells the types so.
  if (!endpoint || !accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return new S3FileStorage({ endpoint, bucket, region: config.S3_REGION, accessKeyId, secretAccessKey });
}
