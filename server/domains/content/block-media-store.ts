import { randomUUID } from 'node:crypto';
import { type BlockMediaKind, type BlockMediaUpload, blockMediaUrl } from '../../../common/api/block-media';
import { UPLOAD_REASONS } from '../../../common/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { imageToWebp, type UploadedFile } from '../../storage/image-upload';
import { findCourseUpload, type RecordedCourseUpload } from '../../storage/recorded-upload';
import type { FileStorage } from '../../storage/storage';
import { type DetectedType, detectMediaType } from './media-signature';
import { type ReceivedFile, readHead, readWhole } from './received-file';

const FOLDER = 'course-files';
const PURPOSE = 'block-media';
/** Images in blocks are shown at most this wide; larger ones are scaled down. */
export const BLOCK_IMAGE_MAX_WIDTH_PX = 1600;
// The public name of a stored file: a random UUID and the extension of its detected type.
const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

// Some browsers send a whole path as the file name; only its last segment is the name.
const baseName = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').slice(0, 200);

/** What is stored: the re-encoded image in memory, or the received file itself. */
type Prepared = { type: DetectedType; data: Buffer } | { type: DetectedType; file: ReceivedFile };

/**
 * Check an upload by its content: images are re-encoded; documents and captions (at most 25 MB)
 * are checked whole (text must be valid UTF-8); audio and video by their first bytes.
 */
async function prepare(kind: BlockMediaKind, upload: UploadedFile<ReceivedFile>): Promise<Prepared> {
  const { data: file, filename } = upload;
  if (kind === 'image') {
    const resize = { width: BLOCK_IMAGE_MAX_WIDTH_PX, fit: 'inside', withoutEnlargement: true } as const;
    return {
      type: { contentType: 'image/webp', ext: 'webp' },
      data: await imageToWebp(await readWhole(file), resize),
    };
  }
  const whole = kind === 'file' || kind === 'captions';
  const type = detectMediaType(kind, whole ? await readWhole(file) : await readHead(file), filename);
  if (!type) throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted(kind));
  return { type, file };
}

/** Store prepared bytes under `key`: a received file goes from disk, never whole in memory. */
async function put(storage: FileStorage, key: string, prepared: Prepared): Promise<number> {
  if ('data' in prepared) {
    await storage.put(key, prepared.data, prepared.type.contentType);
    return prepared.data.length;
  }
  const { file, type } = prepared;
  await storage.putFile(key, file.path, type.contentType);
  return file.sizeBytes;
}

/**
 * Check, store and record one uploaded block media file. The file is written first and the
 * `uploads` row after; if the row cannot be written the file is removed again.
 */
export async function storeBlockMedia(
  db: Db,
  storage: FileStorage,
  upload: {
    ownerId: string;
    courseId: string;
    kind: BlockMediaKind;
    file: UploadedFile<ReceivedFile>;
    /** Where it is kept, when not with the course's files (a learner's response is not served from there). */
    place?: { folder: string; purpose: string };
  },
): Promise<BlockMediaUpload> {
  const prepared = await prepare(upload.kind, upload.file);
  const { contentType, ext } = prepared.type;
  const { folder, purpose } = upload.place ?? { folder: FOLDER, purpose: PURPOSE };
  const storageKey = `${folder}/${randomUUID()}.${ext}`;
  const sizeBytes = await put(storage, storageKey, prepared);
  try {
    const { ownerId, courseId } = upload;
    await db.insert(uploads).values({ ownerId, courseId, purpose, storageKey, contentType, sizeBytes });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return {
    storageKey,
    url: blockMediaUrl(storageKey),
    name: baseName(upload.file.filename),
    sizeBytes,
    contentType,
  };
}

/** The upload served as `/media/course-files/{name}`, or undefined when no upload recorded it. */
export async function findBlockMedia(db: Db, name: string): Promise<RecordedCourseUpload | undefined> {
  return MEDIA_NAME.test(name) ? findCourseUpload(db, `${FOLDER}/${name}`) : undefined;
}
