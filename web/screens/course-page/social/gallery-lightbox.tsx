import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { updateGalleryPost } from '../../../api/gallery';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { trapFocus } from '../../../components/modal';
import { CommentThread } from './comment-thread';
import type { GalleryItem } from './gallery-items';
import { PersonLine } from './person-line';

interface GalleryLightboxProps {
  items: readonly GalleryItem[];
  index: number;
  onIndex: (index: number) => void;
  /** Closes the lightbox; the gallery gives the focus back to the tile that opened it. */
  onClose: () => void;
  /** The gallery has more pages after its last item: Next there loads the next page and moves on. */
  more: { available: boolean; loading: boolean; loadNext: () => void };
}

/** Keys typed into a field (the comment box) are the field's, not the lightbox's. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The picture or video large, with "Loading…" until it has arrived. */
function LargeMedia({ item }: { item: GalleryItem }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const { media, post } = item;
  return (
    <div className="relative flex aspect-[4/3] w-full items-center justify-center rounded-lg bg-slate-900">
      {!loaded && (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-slate-200">
          <span className="mr-2 size-5 animate-spin rounded-full border-2 border-slate-400 border-t-white" />
          {t('social.gallery.loadingMedia')}
        </p>
      )}
      {media.kind === 'image' ? (
        <img
          src={media.url}
          alt={t('social.attachments.imageAlt', { name: media.name, author: post.author.fullName })}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
          className={`max-h-full max-w-full object-contain ${loaded ? '' : 'opacity-0'}`}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a learner's upload comes without a captions track.
        <video
          controls
          preload="metadata"
          src={media.url}
          onLoadedData={() => setLoaded(true)}
          onError={() => setLoaded(true)}
          className={`max-h-full max-w-full ${loaded ? '' : 'opacity-0'}`}
        >
          {t('blockMedia.view.noPlayback')}
        </video>
      )}
    </div>
  );
}

/**
 * The gallery's lightbox, a modal dialog: one picture or video large, with its post's author, text,
 * kudos and comments count, and the post's comments opened under it. The focus stays inside (Tab
 * wraps) and starts on Close; Escape closes; the arrow keys, or the Previous and Next buttons, move
 * through the gallery's items, Next past the last one loaded bringing the gallery's next page.
 */
export function GalleryLightbox({ items, index, onIndex, onClose, more }: GalleryLightboxProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const threadId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const item = items[index]!;
  const { post } = item;
  const hasPrevious = index > 0;
  const hasNext = index < items.length - 1;
  // Past the last item loaded, Next fetches the gallery's next page (and moves once it is in).
  const canGoNext = hasNext || (more.available && !more.loading);
  const goNext = () => (hasNext ? onIndex(index + 1) : more.loadNext());

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapFocus(dialogRef.current, event);
    } else if (isTyping(event.target)) {
      return;
    } else if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      onIndex(index - 1);
    } else if (event.key === 'ArrowRight' && canGoNext) {
      event.preventDefault();
      goNext();
    }
  });

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    closeRef.current?.focus();
    return () => {
      document.removeEventListener('keydown', listener);
      document.body.style.overflow = overflow;
    };
  }, []);

  // Another post's comments are not this one's: the thread closes when the item changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the post's id is the trigger.
  useEffect(() => setCommentsOpen(false), [post.id]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex justify-center overflow-y-auto bg-slate-900/80 p-2 sm:p-6">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative m-auto w-full max-w-4xl rounded-2xl bg-white p-4 shadow-xl sm:p-6"
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t('social.gallery.lightboxTitle', { number: index + 1, total: items.length })}
          </h2>
          <button ref={closeRef} type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            {t('app.close')}
          </button>
        </div>
        <LargeMedia key={item.key} item={item} />
        <div className="mt-3 flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={() => onIndex(index - 1)}
            disabled={!hasPrevious}
            aria-keyshortcuts="ArrowLeft"
            className={SECONDARY_BUTTON}
          >
            {t('social.gallery.previous')}
          </button>
          <button
            type="button"
            onClick={goNext}
            disabled={!canGoNext}
            aria-keyshortcuts="ArrowRight"
            className={SECONDARY_BUTTON}
          >
            {more.loading && !hasNext ? t('social.gallery.loadingMore') : t('social.gallery.next')}
          </button>
        </div>
        <div className="mt-4 space-y-3">
          <PersonLine person={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
          <div
            className="prose max-w-none text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-2 [&_ul]:list-disc"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list when stored (common/api/feed.ts Post.body).
            dangerouslySetInnerHTML={{ __html: post.body }}
          />
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 text-sm text-slate-700">
            <span>{t('social.gallery.kudosCount', { number: post.kudosCount })}</span>
            <button
              type="button"
              aria-expanded={commentsOpen}
              aria-controls={commentsOpen ? threadId : undefined}
              onClick={() => setCommentsOpen(!commentsOpen)}
              className="rounded px-2 py-1 font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {t('social.comments.count', { number: post.commentsCount })}
            </button>
          </div>
          {commentsOpen && (
            <div id={threadId}>
              <CommentThread
                target={{ postId: post.id }}
                cohortPath={post.cohortPath}
                label={t('social.comments.onPost', { name: post.author.fullName })}
                onCommented={(added) =>
                  updateGalleryPost(queryClient, post.id, (each) => ({
                    ...each,
                    commentsCount: Math.max(0, each.commentsCount + added),
                  }))
                }
              />
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
