import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../../common/api/course-page';
import { galleryQuery } from '../../../api/gallery';
import { textOf } from '../blocks/setup-value';
import { type GalleryItem, galleryItemsOf } from './gallery-items';
import { GalleryLightbox } from './gallery-lightbox';
import { PagedList } from './paged-list';

// Tiles of fixed proportions (the picture cropped to fill them), so nothing moves as pictures arrive.
const GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4';
const TILE = 'block aspect-square w-full overflow-hidden rounded-lg bg-slate-100';

/** Placeholders in the shape of the grid while the first page loads. */
function GallerySkeleton() {
  return (
    <ul aria-hidden="true" className={GRID}>
      {[0, 1, 2, 3, 4, 5, 6, 7].map((key) => (
        <li key={key} className={`${TILE} animate-pulse`} />
      ))}
    </ul>
  );
}

/** One tile: the picture (or the video's first frame), a button that opens the lightbox. */
function GalleryTile({ item, onOpen }: { item: GalleryItem; onOpen: (opener: HTMLButtonElement) => void }) {
  const { t } = useTranslation();
  const author = item.post.author.fullName;
  const { media } = item;
  return (
    <button
      type="button"
      onClick={(event) => onOpen(event.currentTarget)}
      aria-label={
        media.kind === 'video' ? t('social.gallery.videoLabel', { name: media.name, author }) : undefined
      }
      className={`${TILE} group relative focus:outline-2 focus:outline-offset-2 focus:outline-brand-600`}
    >
      {media.kind === 'image' ? (
        <img
          src={media.url}
          alt={t('social.attachments.imageAlt', { name: media.name, author })}
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition group-hover:opacity-90"
        />
      ) : (
        <>
          <video
            src={media.url}
            preload="metadata"
            muted
            aria-hidden="true"
            tabIndex={-1}
            className="pointer-events-none size-full bg-slate-900 object-cover"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-slate-900/70 text-xl text-white"
          >
            ▶
          </span>
        </>
      )}
    </button>
  );
}

/**
 * A gallery block for a signed-in reader of a class: the images and videos posted in its source
 * (a post block of the page, or the class), newest first, in a grid; "Load more" shows the next 16
 * posts' (spec §9). A tile opens the lightbox. States: loading (placeholders), failed (Try again),
 * empty, and a failed Load more that keeps the tiles.
 */
export function GalleryReader({ block, cohortPath }: { block: PageBlock; cohortPath: string | null }) {
  const { t } = useTranslation();
  const heading = textOf(block.setupData, 'heading') || t('social.gallery.heading');
  const headingId = useId();
  if (!cohortPath) {
    return (
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {heading}
        </h3>
        <p className="mt-2 text-sm text-slate-700">{t('social.gallery.noClass')}</p>
      </section>
    );
  }
  return <Gallery blockId={block.id} cohortPath={cohortPath} heading={heading} headingId={headingId} />;
}

interface GalleryProps {
  blockId: string;
  cohortPath: string;
  heading: string;
  headingId: string;
}

function Gallery({ blockId, cohortPath, heading, headingId }: GalleryProps) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(galleryQuery(blockId, cohortPath));
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const items = galleryItemsOf(posts);

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h3>
      {/* A failed Load more keeps the pictures shown before. */}
      <PagedList
        query={query}
        skeleton={<GallerySkeleton />}
        empty={items.length === 0}
        words={{
          loading: t('social.gallery.loading'),
          loadFailed: t('social.gallery.loadFailed'),
          empty: t('social.gallery.empty'),
          loadMore: t('social.gallery.loadMore'),
          loadingMore: t('social.gallery.loadingMore'),
        }}
      >
        {items.length > 0 && (
          <ul className={GRID}>
            {items.map((item, index) => (
              <li key={item.key}>
                <GalleryTile
                  item={item}
                  onOpen={(button) => {
                    opener.current = button;
                    setOpen(index);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {open !== null && items[open] && (
        <GalleryLightbox
          items={items}
          index={open}
          onIndex={setOpen}
          more={{
            available: query.hasNextPage,
            loading: query.isFetchingNextPage,
            loadNext: () => {
              const from = items.length;
              void query.fetchNextPage().then((result) => {
                // The next page's first item, when it brought any (a failed load stays put).
                const count = galleryItemsOf(result.data?.pages.flatMap((page) => page.posts) ?? []).length;
                if (count > from) setOpen(from);
              });
            },
          }}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
        />
      )}
    </section>
  );
}
