/**
 * The widgets (blocks) of spec §3 that this release builds, the toolbox categories they sit in and
 * the block tabs of spec §3 that apply to them: the content widgets and the quiz widgets marked so
 * far (common/domain/quiz/quiz-widgets.ts) and the social widgets: a post block where learners share
 * or submit, a class feed, and a gallery of the images and videos posted.
 */
export const CONTENT_WIDGET_TYPES = [
  'rich_text',
  'image',
  'file',
  'video',
  'accessible_video',
  'audio',
  'embed',
  'media_recording',
  'multiple_choice',
  'short_answer',
  'fill_in_the_blanks',
  'match_it',
  'categorise',
  'crossword',
  'random_selector',
  'long_form_response',
  'post',
  'feed',
  'gallery',
] as const;

/** A content widget type. */
export type ContentWidgetType = (typeof CONTENT_WIDGET_TYPES)[number];

/** Is `type` a widget this release can create and edit? */
export function isContentWidgetType(type: string): type is ContentWidgetType {
  return (CONTENT_WIDGET_TYPES as readonly string[]).includes(type);
}

/** The toolbox categories of spec §3, in toolbox order. */
export const TOOLBOX_CATEGORIES = [
  'core',
  'quiz',
  'social',
  'beta',
  'integration',
  'advanced',
  'superuser',
] as const;

/** A toolbox category. */
export type ToolboxCategory = (typeof TOOLBOX_CATEGORIES)[number];

/** Where each content widget sits in the toolbox; the other categories are empty for now. */
export const WIDGET_CATEGORY: Record<ContentWidgetType, ToolboxCategory> = {
  rich_text: 'core',
  image: 'core',
  file: 'core',
  video: 'core',
  audio: 'core',
  accessible_video: 'advanced',
  embed: 'advanced',
  media_recording: 'beta',
  multiple_choice: 'quiz',
  short_answer: 'quiz',
  fill_in_the_blanks: 'quiz',
  match_it: 'quiz',
  categorise: 'quiz',
  crossword: 'quiz',
  random_selector: 'quiz',
  long_form_response: 'quiz',
  post: 'social',
  feed: 'social',
  gallery: 'social',
};

/** Is `type` a quiz widget (answered by learners, marked on the server)? */
export function isQuizWidget(type: string): boolean {
  return isContentWidgetType(type) && WIDGET_CATEGORY[type] === 'quiz';
}

/** Content widgets that, set up as a submission (`submission` on), take work learners hand in. */
export const SUBMISSION_WIDGET_TYPES = ['file', 'media_recording'] as const;

/** Is the block a file or media recording block set up as a submission? Without it, it is plain content. */
export const isSubmissionBlock = (block: { widgetType: string; setupData: Record<string, unknown> }) =>
  (SUBMISSION_WIDGET_TYPES as readonly string[]).includes(block.widgetType) &&
  block.setupData.submission === true;

/**
 * Is the block one learners answer and someone marks: a quiz widget, or a submission block. The one
 * rule of what takes attempts, for the server (submission-widget.ts `answerableWidgetOf`) and the web.
 */
export const isAnswerableBlock = (block: { widgetType: string; setupData: Record<string, unknown> }) =>
  isQuizWidget(block.widgetType) || isSubmissionBlock(block);

/** Answerable widgets a teacher marks (their attempts wait for one); the server marks the others at once. */
const MARKED_BY_PERSON: readonly string[] = ['long_form_response', ...SUBMISSION_WIDGET_TYPES];

/** Is `type` an answerable widget a teacher marks? (Its marked widget's `markedByPerson` says the same.) */
export const isMarkedByPerson = (type: string) => MARKED_BY_PERSON.includes(type);

/** Toolbox categories only super users see. */
export const SUPERUSER_CATEGORIES: readonly ToolboxCategory[] = ['superuser'];

/**
 * The block tabs of spec §3 that content blocks have, in the order the editor shows them;
 * `alignment` (the course outcomes a block assesses) is only for a block learners answer (blockTabsOf).
 */
export const CONTENT_BLOCK_TABS = [
  'setup',
  'display',
  'layout',
  'sharing',
  'progress',
  'alignment',
  'exhibit',
] as const;

/** A block tab of a content block. */
export type ContentBlockTab = (typeof CONTENT_BLOCK_TABS)[number];

/** The tabs a block of widget `type` has, in order. */
export function blockTabsOf(block: {
  widgetType: string;
  setupData: Record<string, unknown>;
}): readonly ContentBlockTab[] {
  return isAnswerableBlock(block)
    ? CONTENT_BLOCK_TABS
    : CONTENT_BLOCK_TABS.filter((tab) => tab !== 'alignment');
}

/** The modes a block is in (spec §3 Block modes). */
export type BlockMode = 'view' | 'edit' | 'exhibit';
