import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post, PostAttachment } from '../../../../common/api/feed';
import type { PostMediaTarget } from '../../../api/feed';
import { ErrorAlert } from '../../../components/error-alert';
import { AttachmentFields } from './attachment-fields';
import { DraftButtons, useDraftSave } from './draft-form';
import { POST_ATTACHMENTS_MAX, POST_BODY_MAX } from './social-limits';
import { usePostUploads } from './use-post-uploads';

// The rich-text editor (Tiptap) the page editor uses: a chunk of its own, loaded with the composer.
const RichTextEditor = lazy(() =>
  import('../../page-editor/setup/rich-text-setup').then((module) => ({ default: module.RichTextEditor })),
);

/** What a post holds. */
export interface PostDraft {
  body: string;
  attachments: PostAttachment[];
}

/** The text of some HTML without its tags: what the reader will see. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

type DraftProblem = 'empty' | 'tooLong' | 'uploading' | 'tooManyFiles';

/** The browser's checks of a draft (the server checks again), by field. */
function draftProblems(draft: PostDraft, uploading: boolean) {
  const problems: { body?: DraftProblem; attachments?: DraftProblem } = {};
  if (visibleText(draft.body) === '' && draft.attachments.length === 0) problems.body = 'empty';
  else if (draft.body.length > POST_BODY_MAX) problems.body = 'tooLong';
  if (uploading) problems.attachments = 'uploading';
  else if (draft.attachments.length > POST_ATTACHMENTS_MAX) problems.attachments = 'tooManyFiles';
  return problems;
}

interface PostComposerProps {
  /** The name of the text field ("Your post", "Edit your post"). */
  label: string;
  /** The button's words (Share, Submit, Save) and, while it sends, its status. */
  action: string;
  pendingAction: string;
  /** Where uploads go; null where there is none (only links then). */
  target: PostMediaTarget | null;
  initial?: PostDraft;
  save: (draft: PostDraft) => Promise<Post>;
  onSaved: (post: Post) => void;
  onCancel?: () => void;
}

/**
 * Writing a post, or editing one: rich text, attachments, the button. The browser checks the draft
 * first; a refused draft keeps its text and shows each field's reason, and the focus goes to the
 * first field refused. A new post's form is emptied once the post is in.
 */
export function PostComposer(props: PostComposerProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [body, setBody] = useState(props.initial?.body ?? '');
  const [attachments, setAttachments] = useState<PostAttachment[]>(props.initial?.attachments ?? []);
  // A new key gives an empty editor (the editor owns its text once drawn).
  const [editorKey, setEditorKey] = useState(0);
  const [checked, setChecked] = useState<{ body?: DraftProblem; attachments?: DraftProblem }>({});
  const uploads = usePostUploads(props.target, (attachment) =>
    setAttachments((current) => [...current, attachment]),
  );
  const { mutation, server, otherError } = useDraftSave({
    save: props.save,
    onSaved: props.onSaved,
    editing: props.initial !== undefined,
    reset: () => {
      setBody('');
      setAttachments([]);
      setEditorKey((key) => key + 1);
    },
    fields: ['body', 'attachments'],
  });
  const problemText = (problem: DraftProblem | undefined) =>
    problem &&
    t(`social.composer.${problem}`, { max: problem === 'tooLong' ? POST_BODY_MAX : POST_ATTACHMENTS_MAX });
  const bodyError = problemText(checked.body) ?? server.body;
  const attachmentsError = problemText(checked.attachments) ?? server.attachments;

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = { body, attachments };
    const errors = draftProblems(draft, uploads.busy);
    setChecked(errors);
    if (errors.body) form.current?.querySelector<HTMLElement>('[role="textbox"]')?.focus();
    else if (errors.attachments) form.current?.querySelector<HTMLElement>('fieldset input')?.focus();
    if (errors.body || errors.attachments) return;
    mutation.mutate(draft);
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-3">
      <Suspense fallback={<p className="text-slate-600">{t('social.composer.loading')}</p>}>
        <RichTextEditor
          key={editorKey}
          html={body}
          label={props.label}
          placeholder={t('social.composer.placeholder')}
          onChange={(html) => {
            setBody(html);
            if (checked.body) setChecked({ ...checked, body: undefined });
          }}
        />
      </Suspense>
      {bodyError && (
        <p role="alert" className="text-sm text-red-700">
          {bodyError}
        </p>
      )}
      <AttachmentFields
        attachments={attachments}
        onChange={setAttachments}
        uploads={uploads}
        canUpload={props.target !== null}
        error={attachmentsError}
      />
      <ErrorAlert error={otherError} />
      <DraftButtons
        pending={mutation.isPending}
        action={props.action}
        pendingAction={props.pendingAction}
        onCancel={props.onCancel}
      />
      <p role="status" className="sr-only">
        {mutation.isPending ? props.pendingAction : ''}
      </p>
    </form>
  );
}
