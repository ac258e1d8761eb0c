import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { EditedPageContext } from '../course-group-types';
import { PostSharingGroupField } from './post-sharing-group-field';

resetClientAroundEachTest();

const PAGE_ID = '3f0c2a51-6d7e-4b8f-9a10-2b3c4d5e6f70';

/** The field in the editor of page PAGE_ID, its value kept as the sharing tab keeps it. */
function Harness({ saved }: { saved: string[][] }) {
  const [groups, setGroups] = useState<string[]>([]);
  return (
    <EditedPageContext value={PAGE_ID}>
      <PostSharingGroupField
        groups={groups}
        onChange={(next) => {
          saved.push(next);
          setGroups(next);
        }}
      />
    </EditedPageContext>
  );
}

describe('the sharing tab’s group type', () => {
  it('offers the course’s group types read from the page settings, and keeps what is typed', async () => {
    const calls = stubFetch(() =>
      jsonResponse({ result: { courseGroupTypes: ['Project team', 'Lab group'] } }),
    );
    const saved: string[][] = [];
    render(
      <QueryClientProvider client={queryClient}>
        <Harness saved={saved} />
      </QueryClientProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Group type' });
    const listId = field.getAttribute('list')!;
    await waitFor(() =>
      expect(
        [...document.querySelectorAll(`[id="${listId}"] option`)].map((option) =>
          option.getAttribute('value'),
        ),
      ).toEqual(['Project team', 'Lab group']),
    );
    expect(calls[0]!.url).toBe(`/json/page/read/getPageSettings/${PAGE_ID}`);
    fireEvent.change(field, { target: { value: 'Lab group' } });
    fireEvent.change(field, { target: { value: '  ' } });
    expect(saved).toEqual([['Lab group'], []]);
  });
});
