import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CourseImage } from './course-image';

afterEach(cleanup);

const KEY = '/media/courses/6f1c2a4e-0b1d-4c55-9a8e-3f7d2b1c0a99.webp';

describe('CourseImage', () => {
  it('offers AVIF then WebP variants up to the stored width, with the stored size reserved', () => {
    const { container } = render(
      <CourseImage src={KEY} width={1200} height={675} sizes="100vw" className="w-full" />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(
      `${KEY}/w400.avif 400w, ${KEY}/w800.avif 800w, ${KEY}/w1200.avif 1200w`,
    );
    expect(source.getAttribute('sizes')).toBe('100vw');
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('src')).toBe(KEY);
    expect(image.getAttribute('srcset')).toBe(
      `${KEY}/w400.webp 400w, ${KEY}/w800.webp 800w, ${KEY}/w1200.webp 1200w`,
    );
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual([
      '1200',
      '675',
      '',
    ]);
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });

  it('fetches the main image first, and draws another address as a plain sized image', () => {
    const { container } = render(
      <CourseImage src="/elsewhere/cover.png" width={1920} height={480} sizes="100vw" priority />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBeNull();
    expect([
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
      image.getAttribute('width'),
    ]).toEqual(['eager', 'high', '1920']);
  });
});
