import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageBlock } from '../../../common/api/course-page';
import type { ContentWidgetType } from '../../../common/domain/widgets';

/** What a block's setup form (the `setup` tab) receives from the page editor. */
export interface BlockSetupProps {
  /** The block as the editor holds it now (local edits included); media keys carry their `url`. */
  block: PageBlock;
  coursePath: string;
  /**
   * Replace the block's setup data; the editor shows it at once and autosaves it (debounced,
   * retried on failure, with the autosave indicator of spec §4). Pass the whole setup data.
   */
  onChange: (setupData: Record<string, unknown>) => void;
}

type SetupForm = LazyExoticComponent<ComponentType<BlockSetupProps>>;

/** The setup form of each content widget, loaded with the editor's chunk when first shown. */
export const BLOCK_SETUP_FORMS: Partial<Record<ContentWidgetType, SetupForm>> = {
  rich_text: lazy(() =>
    import('./setup/rich-text-setup').then((module) => ({ default: module.RichTextSetup })),
  ),
  image: lazy(() => import('./setup/image-setup').then((module) => ({ default: module.ImageSetup }))),
  file: lazy(() => import('./setup/file-setup').then((module) => ({ default: module.FileSetup }))),
  video: lazy(() => import('./setup/video-setup').then((module) => ({ default: module.VideoSetup }))),
  accessible_video: lazy(() =>
    import('./setup/accessible-video-setup').then((module) => ({ default: module.AccessibleVideoSetup })),
  ),
  audio: lazy(() => import('./setup/audio-setup').then((module) => ({ default: module.AudioSetup }))),
  embed: lazy(() => import('./setup/embed-setup').then((module) => ({ default: module.EmbedSetup }))),
  media_recording: lazy(() =>
    import('./setup/media-recording-setup').then((module) => ({ default: module.MediaRecordingSetup })),
  ),
  multiple_choice: lazy(() =>
    import('./setup/multiple-choice-setup').then((module) => ({ default: module.MultipleChoiceSetup })),
  ),
  short_answer: lazy(() =>
    import('./setup/short-answer-setup').then((module) => ({ default: module.ShortAnswerSetup })),
  ),
  fill_in_the_blanks: lazy(() =>
    import('./setup/fill-in-the-blanks-setup').then((module) => ({ default: module.FillInTheBlanksSetup })),
  ),
  match_it: lazy(() => import('./setup/match-it-setup').then((module) => ({ default: module.MatchItSetup }))),
  categorise: lazy(() =>
    import('./setup/categorise-setup').then((module) => ({ default: module.CategoriseSetup })),
  ),
  crossword: lazy(() =>
    import('./setup/crossword-setup').then((module) => ({ default: module.CrosswordSetup })),
  ),
  long_form_response: lazy(() =>
    import('./setup/long-form-response-setup').then((module) => ({ default: module.LongFormResponseSetup })),
  ),
  random_selector: lazy(() =>
    import('./setup/random-selector-setup').then((module) => ({ default: module.RandomSelectorSetup })),
  ),
  post: lazy(() => import('./setup/post-setup').then((module) => ({ default: module.PostSetup }))),
  feed: lazy(() => import('./setup/feed-setup').then((module) => ({ default: module.FeedSetup }))),
  gallery: lazy(() => import('./setup/gallery-setup').then((module) => ({ default: module.GallerySetup }))),
};
