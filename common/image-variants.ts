/**
 * Smaller, modern-format copies of a course image (cover, banner, page thumbnail), made by the
 * server on first request and kept: `{image URL}/w{width}.{format}`. A browser picks one through
 * `srcset` and `sizes`; the image's own URL stays the full-size WebP.
 */
/** Course image kinds and their stored sizes (uploads are cropped to them). */
export const COURSE_IMAGE_SIZES = {
  image: { width: 1200, height: 675 },
  banner: { width: 1920, height: 480 },
} as const;

export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200, 1920] as const;
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export interface ImageVariant {
  width: ImageVariantWidth;
  format: ImageVariantFormat;
}

/** The name of a variant as the last segment of its URL, e.g. `w400.avif`. */
export function imageVariantName({ width, format }: ImageVariant): string {
  return `w${width}.${format}`;
}

/** The variant a URL segment names, or undefined when it names none. */
export function parseImageVariant(name: string): ImageVariant | undefined {
  const match = /^w(\d+)\.(\w+)$/.exec(name);
  const width = IMAGE_VARIANT_WIDTHS.find((each) => String(each) === match?.[1]);
  const format = IMAGE_VARIANT_FORMATS.find((each) => each === match?.[2]);
  return width && format ? { width, format } : undefined;
}

/** The URL of a variant of the image at `imageUrl`. */
export function imageVariantUrl(imageUrl: string, variant: ImageVariant): string {
  return `${imageUrl}/${imageVariantName(variant)}`;
}
