import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedPage, PageSource } from '../../../common/api/page-admin';
import { createPage } from '../../api/page-admin';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { PageTitlePathFields } from '../../components/page-title-path-fields';
import { suggestPath } from './suggest-path';

interface PageDetailsFormProps {
  coursePath: string;
  moduleId: string;
  source: PageSource;
  initialTitle?: string;
  submitLabel: string;
  onCreated: (page: CreatedPage) => void;
}

/**
 * Title and path of the page to create (the use-template, copy and blank details steps). The path
 * follows the title until the user types one of their own; a failed create keeps what was typed.
 */
export function PageDetailsForm({
  coursePath,
  moduleId,
  source,
  initialTitle = '',
  submitLabel,
  onCreated,
}: PageDetailsFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initialTitle);
  const [ownPath, setOwnPath] = useState<string | null>(null);
  const path = ownPath ?? suggestPath(title);
  const create = useMutation({
    mutationFn: () => createPage({ coursePath, moduleId, title, path, source }),
    onSuccess: onCreated,
  });

  // A changed field makes the reasons of the last failed create stale.
  function edited<T>(set: (value: T) => void) {
    return (value: T) => {
      if (create.isError) create.reset();
      set(value);
    };
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <PageTitlePathFields
        titleLabel={t('pageHelper.title')}
        title={title}
        onTitleChange={edited(setTitle)}
        coursePath={coursePath}
        path={path}
        onPathChange={edited(setOwnPath)}
        error={create.error}
      />
      <button type="submit" className={PRIMARY_BUTTON} disabled={create.isPending}>
        {create.isPending ? t('pageHelper.creating') : submitLabel}
      </button>
    </form>
  );
}
