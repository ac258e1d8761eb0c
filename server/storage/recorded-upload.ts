import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';

/** A file the `uploads` table records: where it is stored, its type and its size. */
export interface RecordedUpload {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

/** The recorded upload stored under `storageKey`, or undefined when none is recorded there. */
export async function findRecordedUpload(db: Db, storageKey: string): Promise<RecordedUpload | undefined> {
  const [row] = await db
    .select({
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
    })
    .from(uploads)
    .where(eq(uploads.storageKey, storageKey));
  return row;
}
