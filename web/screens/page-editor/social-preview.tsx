import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../../common/api/course-page';
import { blockSettingsOf } from '../../../common/api/layout-settings';
import { FeedBlock } from '../course-page/blocks/feed-block';
import { GalleryBlock } from '../course-page/blocks/gallery-block';
import { PostBlock } from '../course-page/blocks/post-block';
import { numberOf, textOf } from '../course-page/blocks/setup-value';
import { postBlockLabel, usePagePostBlocks } from './page-sections-context';

/** A post block as the editor's canvas shows it: the prompt, and what learners will find under it. */
function PostPreview({ block }: { block: PageBlock }) {
  const { t } = useTranslation();
  const maxPosts = numberOf(block.setupData, 'maxPosts', 0);
  const submit = textOf(block.setupData, 'type') === 'submit';
  const { scheme, condition } = blockSettingsOf(block).sharing;
  return (
    <div className="space-y-3">
      <PostBlock setupData={block.setupData} />
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        <p>{t('pageEditor.socialPreview.composer')}</p>
        <p className="mt-2">
          {maxPosts > 0
            ? t('pageEditor.socialPreview.limit', { max: maxPosts })
            : t('pageEditor.socialPreview.noLimit')}
        </p>
        <p className="mt-1">
          {t(`pageEditor.socialPreview.scheme.${scheme}`)}{' '}
          {t(`pageEditor.socialPreview.condition.${condition}`)}
        </p>
        {/* What learners will press, shown and not pressable. */}
        <span
          aria-hidden="true"
          className="mt-3 inline-block rounded-lg bg-slate-300 px-4 py-2 font-semibold text-slate-700"
        >
          {submit ? t('social.composer.submit') : t('social.composer.share')}
        </span>
      </div>
    </div>
  );
}

/** A feed block as the editor's canvas shows it: its heading, and what the feed will hold. */
function FeedPreview({ block }: { block: PageBlock }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <FeedBlock setupData={block.setupData} />
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        {t('pageEditor.socialPreview.feed')}
      </p>
    </div>
  );
}

/** A gallery block as the editor's canvas shows it: its heading, where its pictures come from, and empty tiles. */
function GalleryPreview({ block }: { block: PageBlock }) {
  const { t } = useTranslation();
  const postBlocks = usePagePostBlocks();
  const sourceId = textOf(block.setupData, 'sourceBlockId');
  const source = postBlocks.find((each) => each.id === sourceId);
  return (
    <div className="space-y-3">
      <GalleryBlock setupData={block.setupData} />
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        <p>
          {!sourceId
            ? t('pageEditor.socialPreview.galleryClass')
            : source
              ? t('pageEditor.socialPreview.galleryBlock', { block: postBlockLabel(t, source) })
              : t('pageEditor.gallerySetup.sourceMissing')}
        </p>
        <ul aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2">
          {[0, 1, 2, 3].map((key) => (
            <li key={key} className="aspect-square rounded-lg bg-slate-200" />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The canvas's preview of a post, feed or gallery block (their posts are a class's, not the editor's); undefined for other widgets. */
export function socialPreview(block: PageBlock): ReactNode | undefined {
  if (block.widgetType === 'post') return <PostPreview block={block} />;
  if (block.widgetType === 'gallery') return <GalleryPreview block={block} />;
  if (block.widgetType === 'feed') return <FeedPreview block={block} />;
  return undefined;
}
