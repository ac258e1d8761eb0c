import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '../../../../common/api/feed';
import { setPostReflection, updatePostEverywhere } from '../../../api/feed';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import { classNames } from '../../../components/class-names';
import { ErrorAlert } from '../../../components/error-alert';
import { DraftButtons, useDraftSave } from './draft-form';
import { REFLECTION_MAX } from './social-limits';

interface PostReflectionProps {
  post: Post;
  /** The caller wrote the post. */
  own: boolean;
  /** The question its block asks (none in the class feed, which knows no block). */
  prompt?: string | undefined;
}

/**
 * Where the focus goes once the form closes: the reflection shown or the button that opens the
 * form, once the post reads `reflection` (a saved one reaches the post through the cache).
 */
interface FocusAfter {
  target: 'reflection' | 'button';
  reflection: string | null;
}

/**
 * A post's reflection (spec §3 Block `reflectionSettings`): the author's plain-text answer to the
 * block's question, which only they and the class's teachers read. Its author, on a block that
 * asks for one, is asked the question until they answer, and may change or (saving empty text)
 * clear their answer; a teacher reads it. Nothing shows to anyone else.
 */
export function PostReflection({ post, own, prompt }: PostReflectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [writing, setWriting] = useState(false);
  const [focusAfter, setFocusAfter] = useState<FocusAfter | null>(null);

  useEffect(() => {
    if (writing || !focusAfter || post.reflection !== focusAfter.reflection) return;
    (focusAfter.target === 'reflection' ? box.current : button.current)?.focus();
    setFocusAfter(null);
  }, [writing, focusAfter, post.reflection]);

  if (post.reflection === null && !post.canReflect) return null;

  function close(after: FocusAfter) {
    setWriting(false);
    setFocusAfter(after);
  }

  if (writing)
    return (
      <ReflectionForm
        post={post}
        label={prompt ?? t('social.reflection.yours')}
        onSaved={(saved) => close({ target: saved === null ? 'button' : 'reflection', reflection: saved })}
        onCancel={() => close({ target: 'button', reflection: post.reflection })}
      />
    );

  const openButton = post.canReflect && (
    <button ref={button} type="button" onClick={() => setWriting(true)} className={SECONDARY_BUTTON}>
      {post.reflection === null ? t('social.reflection.write') : t('social.reflection.edit')}
    </button>
  );

  if (post.reflection === null)
    return (
      <div className="mt-3 space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
        <p className="text-sm font-medium text-slate-900">
          {prompt ? t('social.reflection.ask', { prompt }) : t('social.reflection.askGeneric')}
        </p>
        <p className="text-sm text-slate-700">{t('social.reflection.askNote')}</p>
        {openButton}
      </div>
    );

  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mt-3 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 focus:outline-2 focus:outline-brand-600"
    >
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {own ? t('social.reflection.yours') : t('social.reflection.theirs', { name: post.author.fullName })}
      </h4>
      {own && prompt && <p className="text-sm text-slate-700">{prompt}</p>}
      {/* Plain text, never HTML: its line breaks show as written. */}
      <p className="whitespace-pre-line break-words text-slate-800">{post.reflection}</p>
      <p className="text-xs text-slate-600">
        {own ? t('social.reflection.noteOwn') : t('social.reflection.noteTeacher')}
      </p>
      {openButton}
    </section>
  );
}

interface ReflectionFormProps {
  post: Post;
  /** The text box's name: the block's question, or "Your reflection". */
  label: string;
  /** After the reflection was saved (null: it was cleared). */
  onSaved: (reflection: string | null) => void;
  onCancel: () => void;
}

/**
 * Writing or changing a reflection: plain text with its count against the limit. The browser
 * checks the length first; a refused reflection keeps its text and says why, and the text box
 * keeps the focus. Empty text, saved, clears the reflection.
 */
function ReflectionForm({ post, label, onSaved, onCancel }: ReflectionFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(post.reflection ?? '');
  const [tooLong, setTooLong] = useState(false);
  const { mutation, server, otherError } = useDraftSave({
    save: (reflection: string) => setPostReflection(post.id, reflection),
    onSaved: ({ reflection }) => {
      updatePostEverywhere(queryClient, post.id, (each) => ({ ...each, reflection }));
      onSaved(reflection);
    },
    editing: true,
    reset: () => {},
    fields: ['reflection'],
  });
  const error = tooLong ? t('social.reflection.tooLong', { max: REFLECTION_MAX }) : server.reflection;
  const describedBy = [error && `${id}-error`, `${id}-count`, post.reflection !== null && `${id}-hint`]
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    textarea.current?.focus();
  }, []);

  useEffect(() => {
    if (server.reflection) textarea.current?.focus();
  }, [server.reflection]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const reflection = text.trim();
    const long = reflection.length > REFLECTION_MAX;
    setTooLong(long);
    if (long) {
      textarea.current?.focus();
      return;
    }
    mutation.mutate(reflection);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          ref={textarea}
          id={id}
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (tooLong) setTooLong(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={classNames(
            'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm',
            error ? 'border-red-600' : 'border-slate-300',
          )}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
        <p
          id={`${id}-count`}
          className={classNames(
            'mt-1 text-xs',
            text.trim().length > REFLECTION_MAX ? 'text-red-700' : 'text-slate-600',
          )}
        >
          {t('social.reflection.count', { used: text.trim().length, max: REFLECTION_MAX })}
        </p>
        {post.reflection !== null && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t('social.reflection.clearHint')}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-600">{t('social.reflection.askNote')}</p>
      <ErrorAlert error={otherError} />
      <DraftButtons
        pending={mutation.isPending}
        action={t('social.reflection.save')}
        pendingAction={t('social.reflection.saving')}
        onCancel={onCancel}
      />
      <p role="status" className="sr-only">
        {mutation.isPending ? t('social.reflection.saving') : ''}
      </p>
    </form>
  );
}
