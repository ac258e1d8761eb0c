import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariant,
  imageVariantName,
} from '../../common/image-variants';
import { AppError, REASONS } from '../rpc/app-error';
import type { RecordedUpload } from './recorded-upload';
import { serveMedia } from './serve-media';
import type { FileStorage } from './storage';

// AVIF at this quality looks like the WebP original at about half its size; effort 4 of 9 keeps
// the one-time encoding of a 1200-pixel image well under a second on two cores.
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
};

/** Where `variant` of the image stored under `storageKey` is kept: a `variants` folder beside it. */
export function variantStorageKey(storageKey: string, variant: ImageVariant): string {
  const slash = storageKey.lastIndexOf('/');
  const name = storageKey.slice(slash + 1).replace(/\.[a-z0-9]+$/, '');
  return `${storageKey.slice(0, slash + 1)}variants/${name}-${imageVariantName(variant)}`;
}

/** `original` at most `variant.width` pixels wide (never enlarged), in the variant's format. */
export async function makeImageVariant(original: Buffer, variant: ImageVariant): Promise<Buffer> {
  const resized = sharp(original).resize({ width: variant.width, withoutEnlargement: true });
  return ENCODE[variant.format](resized).toBuffer();
}

/**
 * Send `variant` of the recorded image `media` as serveMedia sends a file (same caching, ranges
 * and HEAD), making and storing it the first time it is asked for. Only images have variants.
 */
export async function serveImageVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  media: RecordedUpload,
  variant: ImageVariant,
  options: { shared: boolean },
): Promise<FastifyReply> {
  if (!media.contentType.startsWith('image/')) throw new AppError('not_found', REASONS.notFound);
  const storageKey = variantStorageKey(media.storageKey, variant);
  let bytes = await storage.get(storageKey);
  const contentType = `image/${variant.format}`;
  if (!bytes) {
    const original = await storage.get(media.storageKey);
    if (!original) throw new AppError('not_found', REASONS.notFound);
    bytes = await makeImageVariant(original, variant);
    await storage.put(storageKey, bytes, contentType);
  }
  const name = imageVariantName(variant);
  return serveMedia(
    request,
    reply,
    storage,
    { storageKey, contentType, sizeBytes: bytes.length },
    name,
    options,
  );
}

/** Delete every variant made of the image stored under `storageKey` (a missing one is no error). */
export async function deleteImageVariants(storage: FileStorage, storageKey: string): Promise<void> {
  await Promise.all(
    IMAGE_VARIANT_WIDTHS.flatMap((width) =>
      IMAGE_VARIANT_FORMATS.map((format) => storage.delete(variantStorageKey(storageKey, { width, format }))),
    ),
  );
}
