import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { pageSettingsQuery } from '../../api/page-admin';

/** The id of the page being edited, for setup forms that read the page's settings. */
export const EditedPageContext = createContext<string | null>(null);

/**
 * The group types of the course's classes (the page settings' `courseGroupTypes`), to choose a
 * group type from in a block's sharing and group work; none outside the editor or while loading.
 */
export function useCourseGroupTypes(): readonly string[] {
  const pageId = useContext(EditedPageContext);
  const settings = useQuery({ ...pageSettingsQuery(pageId ?? ''), enabled: pageId !== null });
  return settings.data?.courseGroupTypes ?? [];
}
