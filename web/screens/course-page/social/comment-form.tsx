import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../common/api/comment';
import type { SocialPerson } from '../../../../common/api/feed';
import { ErrorAlert } from '../../../components/error-alert';
import { DraftButtons, useDraftSave } from './draft-form';
import { MentionTextarea } from './mention-textarea';
import { COMMENT_BODY_MAX, MENTIONS_MAX } from './social-limits';

/** What a comment sends: its text, and the ids of the people it still names. */
export interface CommentDraft {
  body: string;
  mentions: string[];
}

/** The people chosen whose `@{fullName}` is still in the text (each once, at most the contract's number). */
export function mentionedIds(body: string, chosen: SocialPerson[]): string[] {
  const ids = chosen.filter((person) => body.includes(`@${person.fullName}`)).map((person) => person.userId);
  return [...new Set(ids)].slice(0, MENTIONS_MAX);
}

interface CommentFormProps {
  label: string;
  action: string;
  cohortPath: string | null;
  /** The comment being edited: its text and mentions to start from. */
  initial?: Comment;
  save: (draft: CommentDraft) => Promise<Comment>;
  onSaved: (comment: Comment) => void;
  onCancel?: () => void;
  /** Text to start from (a reply naming the person answered). */
  start?: { body: string; mentions: SocialPerson[] };
}

/**
 * Writing a comment, a reply or an edit: plain text with @mentions. The browser checks it first; a
 * refused comment keeps its text and says why, and the text box keeps the focus.
 */
export function CommentForm(props: CommentFormProps) {
  const { t } = useTranslation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(props.initial?.body ?? props.start?.body ?? '');
  const [chosen, setChosen] = useState<SocialPerson[]>(
    props.initial?.mentions ?? props.start?.mentions ?? [],
  );
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const { mutation, server, otherError } = useDraftSave({
    save: props.save,
    onSaved: props.onSaved,
    editing: props.initial !== undefined,
    reset: () => {
      setBody('');
      setChosen([]);
    },
    fields: ['body', 'mentions'],
  });
  const error = problem
    ? t(`social.comments.${problem}`, { max: COMMENT_BODY_MAX })
    : (server.body ?? server.mentions);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    const found = text === '' ? 'empty' : text.length > COMMENT_BODY_MAX ? 'tooLong' : null;
    setProblem(found);
    if (found) {
      textarea.current?.focus();
      return;
    }
    mutation.mutate({ body: text, mentions: mentionedIds(text, chosen) });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <MentionTextarea
        label={props.label}
        value={body}
        onChange={(next) => {
          setBody(next);
          if (problem) setProblem(null);
        }}
        onMention={(person) => setChosen((current) => [...current, person])}
        cohortPath={props.cohortPath}
        error={error}
        textareaRef={textarea}
      />
      <ErrorAlert error={otherError} />
      <DraftButtons
        pending={mutation.isPending}
        action={props.action}
        pendingAction={t('social.comments.sending')}
        onCancel={props.onCancel}
      />
    </form>
  );
}
