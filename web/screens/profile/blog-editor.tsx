import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BLOG_TITLE_MAX_LENGTH, type BlogPost } from '../../../common/api/blog';
import { BLOG_KEY, createBlogPost, editBlogPost } from '../../api/blog';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText, fieldErrorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { blogPath, blogPostPath } from '../../lib/paths';
import { applyFormatting, type Formatting, toBodyHtml } from './blog-markup';

const TOOLS: Formatting[] = ['bold', 'italic', 'heading', 'link', 'list', 'quote', 'code'];

/** Write a new post for `profileName`'s blog, or edit `post`; leaving with unsaved text asks first. */
export function BlogEditor({ profileName, post }: { profileName: string; post?: BlogPost }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState(post?.bodyHtml ?? '');
  const [savedId, setSavedId] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const input = { title, bodyHtml: toBodyHtml(body) };
      return post ? editBlogPost(post.id, input) : createBlogPost(input);
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: BLOG_KEY });
      setSavedId(result.id);
    },
  });
  const dirty = savedId === null && (title !== (post?.title ?? '') || body !== (post?.bodyHtml ?? ''));
  const guard = useUnsavedChanges(dirty);
  // Navigate once the saved state has rendered, so the unsaved-changes guard lets the move through.
  useEffect(() => {
    if (savedId) void navigate(blogPostPath(profileName, savedId));
  }, [savedId, navigate, profileName]);

  function format(formatting: Formatting) {
    const area = bodyRef.current;
    if (!area) return;
    const href = formatting === 'link' ? window.prompt(t('blog.editor.linkPrompt'), 'https://') : '';
    if (href === null) return;
    setBody(applyFormatting(body, area.selectionStart, area.selectionEnd, formatting, href));
    area.focus();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-3xl space-y-5">
      <h2 className="text-xl font-semibold text-slate-900">
        {post ? t('blog.editor.editTitle') : t('blog.editor.newTitle')}
      </h2>
      <TextField
        label={t('blog.editor.postTitle')}
        name="title"
        maxLength={BLOG_TITLE_MAX_LENGTH}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={fieldErrorText(save.error, 'title')}
      />
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
          {t('blog.editor.body')}
        </label>
        <div role="toolbar" aria-label={t('blog.editor.toolbar')} className="mt-1 flex flex-wrap gap-1">
          {TOOLS.map((tool) => (
            <button
              key={tool}
              type="button"
              onClick={() => format(tool)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-50"
            >
              {t(`blog.editor.${tool}`)}
            </button>
          ))}
        </div>
        <textarea
          id={`${id}-body`}
          ref={bodyRef}
          name="bodyHtml"
          rows={14}
          value={body}
          aria-describedby={`${id}-body-hint`}
          aria-invalid={fieldErrorText(save.error, 'bodyHtml') ? true : undefined}
          onChange={(event) => setBody(event.target.value)}
          className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm"
        />
        <p id={`${id}-body-hint`} className="mt-1 text-sm text-slate-600">
          {fieldErrorText(save.error, 'bodyHtml') ?? t('blog.editor.bodyHint')}
        </p>
      </div>
      <FormAlert message={errorText(save.error)} />
      <div className="flex gap-3">
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {post ? t('blog.editor.saveChanges') : t('blog.editor.publish')}
        </button>
        <button
          type="button"
          onClick={() => navigate(post ? blogPostPath(profileName, post.id) : blogPath(profileName))}
          className={SECONDARY_BUTTON}
        >
          {t('blog.editor.cancel')}
        </button>
      </div>
      {guard}
    </form>
  );
}
