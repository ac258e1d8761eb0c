import type { S3FileStorage } from '../storage/s3-storage';
import { createTestApp, type TestApp } from './app';
import { type S3TestServer, s3StorageOn, startS3TestServer } from './s3-test-server';

/** A test app whose file storage is the bucket of its own S3 test server. */
export interface S3TestApp extends TestApp {
  s3: S3TestServer;
  storage: S3FileStorage;
}

/** Start an S3 test server and build the application on it; `close()` closes both. */
export async function createS3TestApp(): Promise<S3TestApp> {
  const s3 = await startS3TestServer();
  const storage = s3StorageOn(s3);
  const testApp = await createTestApp({ storage });
  return {
    ...testApp,
    s3,
    storage,
    close: async () => {
      await testApp.close();
      await s3.close();
    },
  };
}
