import { IMAGE_VARIANT_WIDTHS, type ImageVariantFormat, imageVariantUrl } from '../../common/image-variants';

// Only images served from the course media folder have variants (common/image-variants.ts).
const HAS_VARIANTS = /^\/media\/courses\/[^/]+$/;

interface CourseImageProps {
  src: string;
  /** The stored image's size (COURSE_IMAGE_SIZES): the space reserved before it loads, and its largest width. */
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser's choice of variant (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The page's main image: fetched first, never lazily. */
  priority?: boolean;
  alt?: string;
}

/**
 * A course image, cover or banner as a `<picture>`: AVIF, else WebP, at the width the layout
 * draws it, with its size reserved (width and height) so nothing moves when it arrives.
 */
export function CourseImage({
  src,
  width,
  height,
  sizes,
  className,
  priority = false,
  alt = '',
}: CourseImageProps) {
  const widths = IMAGE_VARIANT_WIDTHS.filter((each) => each <= width);
  const srcSet = (format: ImageVariantFormat) =>
    widths.map((each) => `${imageVariantUrl(src, { width: each, format })} ${each}w`).join(', ');
  const image = (
    <img
      src={src}
      srcSet={HAS_VARIANTS.test(src) ? srcSet('webp') : undefined}
      sizes={HAS_VARIANTS.test(src) ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (!HAS_VARIANTS.test(src)) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      {image}
    </picture>
  );
}
