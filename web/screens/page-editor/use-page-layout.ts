import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PageLayout } from '../../../common/api/page-layout';
import { describeError } from '../../api/describe-error';
import {
  type LayoutChange,
  type LayoutChangeInput,
  layoutKey,
  layoutQuery,
  saveLayoutChange,
} from '../../api/page-layout';
import { withSavedBlock } from './layout-settings';

/** The structural changes that mark the page as updating (spec §4) until they succeed or fail. */
export type StructuralChange = Exclude<
  LayoutChange,
  'updateBlock' | 'updateSectionSettings' | 'migrateLayout'
>;

/**
 * The editor's layout: read from the server, and `change`, which sends one structural change
 * while the page is marked updating. Nothing moves before the server answers; when a change fails
 * the layout is read again, so the editor shows what the server holds.
 */
export function usePageLayout(pageId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(layoutQuery(pageId));
  const [updating, setUpdating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = useCallback(
    (layout: PageLayout) => queryClient.setQueryData(layoutKey(pageId), layout),
    [pageId, queryClient],
  );

  /** Takes the answer of a block's autosave: only that block changes. */
  const acceptBlock = useCallback(
    (answer: PageLayout, blockId: string) =>
      queryClient.setQueryData<PageLayout>(layoutKey(pageId), (current) =>
        current ? withSavedBlock(current, answer, blockId) : answer,
      ),
    [pageId, queryClient],
  );

  const change = useCallback(
    async <Change extends StructuralChange>(
      name: Change,
      input: LayoutChangeInput<Change>,
    ): Promise<PageLayout | null> => {
      setUpdating(true);
      setError(null);
      try {
        const saved = await saveLayoutChange(pageId, name, input);
        accept(saved);
        return saved;
      } catch (failure) {
        setError(describeError(failure));
        await queryClient.invalidateQueries({ queryKey: layoutKey(pageId) });
        return null;
      } finally {
        setUpdating(false);
      }
    },
    [accept, pageId, queryClient],
  );

  return {
    layout: query.data,
    loading: query.isPending,
    loadError: query.isError ? describeError(query.error) : null,
    reload: query.refetch,
    updating,
    error,
    change,
    accept,
    acceptBlock,
  };
}
