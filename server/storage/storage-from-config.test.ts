import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';
import { storageFromConfig } from './storage-from-config';

describe('storage from configuration', () => {
  it('keeps uploads in a folder under DATA_DIR when S3_BUCKET is unset', () => {
    expect(storageFromConfig(readConfig({ DATA_DIR: '/tmp/kelas-data' }))).toBeInstanceOf(LocalFileStorage);
  });

  it('uses the S3 bucket when S3_BUCKET is set', () => {
    const config = readConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'kelas-uploads',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(storageFromConfig(config)).toBeInstanceOf(S3FileStorage);
  });
});
