import { z } from 'zod';
import { CategoriseSetup } from './quiz/categorise-setup';
import { LaidOutCrosswordSetup } from './quiz/crossword-setup';
import { FillInTheBlanksSetup } from './quiz/fill-in-the-blanks-setup';
import { LongFormResponseSetup } from './quiz/long-form-response-setup';
import { MatchItSetup } from './quiz/match-it-setup';
import { MultipleChoiceSetup } from './quiz/multiple-choice-setup';
import { RandomSelectorSetup } from './quiz/random-selector-setup';
import { ShortAnswerSetup } from './quiz/short-answer-setup';
import { mayBeSubmission } from './quiz/submission-setup';
import type { ContentWidgetType } from './widgets';

/**
 * The setup data each content widget stores (the `setup` tab), validated on the server before a
 * block is saved. Media are referenced by the storage key the block-media upload answered
 * (`course-files/<uuid>.<ext>`); readers also receive the `url` it is served at, which is never
 * stored. Rich text HTML is sanitised on the server after this check.
 */

export const RICH_TEXT_MAX_LENGTH = 200_000;
const TEXT_MAX = 2000;

const REASONS = {
  storageKey: 'Upload the file again.',
  text: `Use at most ${TEXT_MAX} characters.`,
  richText: `This text is too long: use at most ${RICH_TEXT_MAX_LENGTH} characters.`,
  url: 'Enter a full web address starting with https://.',
  reflectionPrompt: 'Write the question learners reflect on.',
} as const;
/** Characters a post block's reflection prompt holds at most. */
export const REFLECTION_PROMPT_MAX = 500;

/** A storage key of a block media upload, or null before anything is uploaded. */
const MediaKey = z
  .string({ error: REASONS.storageKey })
  .regex(/^course-files\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, { error: REASONS.storageKey })
  .nullable()
  .default(null);
const Text = z.string({ error: REASONS.text }).max(TEXT_MAX, { error: REASONS.text }).default('');
const HttpsUrl = z
  .string({ error: REASONS.url })
  .trim()
  .max(TEXT_MAX, { error: REASONS.url })
  .regex(/^(https:\/\/\S+)?$/, { error: REASONS.url })
  .default('');

export const RichTextSetup = z.object({
  html: z.string().max(RICH_TEXT_MAX_LENGTH, { error: REASONS.richText }).default(''),
});

/** Image blocks of demo courses keep their older `courses/<uuid>.webp` keys; both are accepted. */
export const ImageSetup = z.object({
  storageKey: z
    .string({ error: REASONS.storageKey })
    .regex(/^course(s|-files)\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, { error: REASONS.storageKey })
    .nullable()
    .default(null),
  alt: Text,
  caption: Text,
});

/** A file to download; in submission mode, where learners upload their work (the file an example). */
export const FileSetup = mayBeSubmission(
  z.object({
    storageKey: MediaKey,
    name: Text,
    sizeBytes: z.number().int().min(0).default(0),
    contentType: Text,
    description: Text,
  }),
);

/** A video from a YouTube or Vimeo link (`url`) or an uploaded file (`storageKey`). */
export const VideoSetup = z.object({
  source: z.enum(['link', 'upload']).default('link'),
  url: HttpsUrl.or(z.string().regex(/^http:\/\/\S+$/)).default(''),
  provider: z.string().max(40).optional(),
  storageKey: MediaKey,
});

/** An uploaded video with WebVTT captions and an optional transcript. */
export const AccessibleVideoSetup = z.object({
  storageKey: MediaKey,
  captionsKey: MediaKey,
  captionsLanguage: z.enum(['en', 'id', 'ms']).default('en'),
  transcript: z.string().max(RICH_TEXT_MAX_LENGTH, { error: REASONS.richText }).default(''),
});

export const AudioSetup = z.object({
  storageKey: MediaKey,
  title: Text,
  transcript: z.string().max(RICH_TEXT_MAX_LENGTH, { error: REASONS.richText }).default(''),
});

/** An https page from the embed allow-list (common/domain/embed-allow-list.ts), sandboxed. */
export const EmbedSetup = z.object({
  url: HttpsUrl,
  title: Text,
  heightPx: z.number().int().min(150).max(1200).default(480),
});

/**
 * A recording made in the browser (MediaRecorder) and uploaded like any media file; in submission
 * mode, learners hand in a recording of their own to the prompt.
 */
export const MediaRecordingSetup = mayBeSubmission(
  z.object({
    kind: z.enum(['audio', 'video']).default('audio'),
    storageKey: MediaKey,
    prompt: Text,
  }),
);

/**
 * A post block (spec §3 Post, Block `maxPosts`): a prompt (rich text, sanitised like a rich text
 * block's), whether learners share or submit, and how many posts each may make (0: no limit). Who
 * sees the posts, and when, is the block's sharing (common/domain/social/post-sharing.ts).
 */
export const PostSetup = z.object({
  prompt: z.string().max(RICH_TEXT_MAX_LENGTH, { error: REASONS.richText }).default(''),
  type: z.enum(['share', 'submit']).default('share'),
  maxPosts: z
    .number({ error: 'Enter a number from 0 to 100.' })
    .int({ error: 'Enter a whole number.' })
    .min(0, { error: 'Enter a number from 0 to 100.' })
    .max(100, { error: 'Enter a number from 0 to 100.' })
    .default(0),
  /**
   * Spec §3 Block `groupWorkSettings`: done as group work, one submission per group of `groupType`
   * in the class (a post by any member counts for the group; `maxPosts` counts the group's).
   */
  groupWorkSettings: z
    .object({
      isGroupWorkActivity: z.boolean({ error: 'Choose on or off.' }).default(false),
      groupType: z
        .string({ error: 'Choose a group type.' })
        .trim()
        .max(60, { error: 'Use at most 60 characters.' })
        .default(''),
    })
    .refine((settings) => !settings.isGroupWorkActivity || settings.groupType !== '', {
      error: 'Choose a group type.',
      path: ['groupType'],
    })
    .optional(),
  /**
   * Spec §3 Block `reflectionSettings`: after posting, each learner is asked `prompt` and writes a
   * reflection on their post that only they and the class's teachers read.
   */
  reflectionSettings: z
    .object({
      isReflectionActive: z.boolean({ error: 'Choose on or off.' }).default(false),
      prompt: z
        .string({ error: REASONS.reflectionPrompt })
        .trim()
        .max(REFLECTION_PROMPT_MAX, { error: `Use at most ${REFLECTION_PROMPT_MAX} characters.` })
        .default(''),
    })
    .refine((settings) => !settings.isReflectionActive || settings.prompt !== '', {
      error: REASONS.reflectionPrompt,
      path: ['prompt'],
    })
    .optional(),
});

/** A class feed: the posts and announcements of the reader's class, newest first. */
export const FeedSetup = z.object({ heading: Text });

/**
 * A gallery (spec §2 galleries): an optional heading over the images and videos learners posted,
 * from one post block of the same page (`sourceBlockId`, checked on the server when the block is
 * saved) or, when null, from every post block of the course in the reader's class.
 */
export const GallerySetup = z.object({
  heading: Text,
  sourceBlockId: z.uuid({ error: 'Choose a post block of this page.' }).nullable().default(null),
});

/** The setup data schema of each content widget. */
export const WIDGET_SETUP: Record<ContentWidgetType, z.ZodType<Record<string, unknown>>> = {
  rich_text: RichTextSetup,
  image: ImageSetup,
  file: FileSetup,
  video: VideoSetup,
  accessible_video: AccessibleVideoSetup,
  audio: AudioSetup,
  embed: EmbedSetup,
  media_recording: MediaRecordingSetup,
  multiple_choice: MultipleChoiceSetup,
  short_answer: ShortAnswerSetup,
  fill_in_the_blanks: FillInTheBlanksSetup,
  match_it: MatchItSetup,
  categorise: CategoriseSetup,
  crossword: LaidOutCrosswordSetup,
  long_form_response: LongFormResponseSetup,
  random_selector: RandomSelectorSetup,
  post: PostSetup,
  feed: FeedSetup,
  gallery: GallerySetup,
};
