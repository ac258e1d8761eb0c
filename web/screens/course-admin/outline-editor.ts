import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CourseOutline, type OutlineModule, outlineModules } from '../../../common/api/outline';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import {
  type OutlineChange,
  type OutlineChangeInput,
  outlineKey,
  outlineQuery,
  saveOutlineChange,
} from '../../api/outline';
import { useAutosaveStatus } from '../../hooks/use-autosave-status';

/** `modules` with the structure sections of `outline` replaced, for showing a move before it is saved. */
export function withModules(outline: CourseOutline, modules: OutlineModule[]): CourseOutline {
  return {
    ...outline,
    sections: outline.sections.map((section) =>
      section.type === 'course_structure' ? { ...section, modules } : section,
    ),
  };
}

/** The modules after moving module `moduleId` to `index`. */
export function moveModuleLocally(
  modules: OutlineModule[],
  moduleId: string,
  index: number,
): OutlineModule[] {
  const moving = modules.find((module) => module.id === moduleId);
  if (!moving) return modules;
  const rest = modules.filter((module) => module.id !== moduleId);
  rest.splice(Math.min(index, rest.length), 0, moving);
  return rest;
}

/** The modules after moving page `pageId` to `index` of module `moduleId`. */
export function movePageLocally(
  modules: OutlineModule[],
  pageId: string,
  moduleId: string,
  index: number,
): OutlineModule[] {
  const page = modules.flatMap((module) => module.pages).find((candidate) => candidate.id === pageId);
  if (!page) return modules;
  return modules.map((module) => {
    const pages = module.pages.filter((candidate) => candidate.id !== pageId);
    if (module.id === moduleId) pages.splice(Math.min(index, pages.length), 0, page);
    return { ...module, pages };
  });
}

/**
 * The content tab's state: the outline, and `save`, which sends one change at once with the
 * autosave indicator of spec §4. A move shows at once and goes back if saving fails. `save`
 * resolves true when saved, so forms clear only then and keep what was typed otherwise.
 */
export function useOutlineEditor(coursePath: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { status, started, succeeded, failed } = useAutosaveStatus();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const query = useQuery(outlineQuery(coursePath));

  const save = useCallback(
    async <Change extends OutlineChange>(
      change: Change,
      input: OutlineChangeInput<Change>,
      options: { preview?: OutlineModule[]; announce?: (saved: CourseOutline) => string } = {},
    ): Promise<boolean> => {
      const key = outlineKey(coursePath);
      const before = queryClient.getQueryData<CourseOutline>(key);
      if (before && options.preview) queryClient.setQueryData(key, withModules(before, options.preview));
      setError(null);
      started();
      try {
        const saved = await saveOutlineChange(coursePath, change, input);
        queryClient.setQueryData(key, saved);
        succeeded();
        if (options.announce) setAnnouncement(options.announce(saved));
        return true;
      } catch (failure) {
        if (before) queryClient.setQueryData(key, before);
        failed();
        setError(
          failure instanceof ApiError && failure.code === 'conflict' && change === 'deleteModule'
            ? t('courseOutline.moduleNotEmpty')
            : describeError(failure),
        );
        return false;
      }
    },
    [coursePath, failed, queryClient, started, succeeded, t],
  );

  return {
    outline: query.data,
    modules: query.data ? outlineModules(query.data) : [],
    loading: query.isPending,
    loadError: query.error ? describeError(query.error) : null,
    status,
    error,
    announcement,
    save,
  };
}
