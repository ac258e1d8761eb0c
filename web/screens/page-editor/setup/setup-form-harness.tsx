import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import { queryClient } from '../../../api/query-client';
import type { BlockSetupProps } from '../block-setup-forms';

/**
 * Render a setup form as the editor holds it: every `onChange` replaces the block's setup data
 * (so controlled fields keep what is typed) and is recorded by the returned mock; inside the app's
 * query client (a test stubs fetch for the reads a form makes) and a router, for its links.
 */
export function setupFormHarness(Form: ComponentType<BlockSetupProps>, widgetType: string, setupData = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [block, setBlock] = useState<PageBlock>({
      id: 'b1',
      widgetType,
      setupData,
      settings: {},
      isProgressContributor: false,
    });
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Form
            block={block}
            coursePath="data-101"
            onChange={(next) => {
              onChange(next);
              setBlock((current) => ({ ...current, setupData: next }));
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    );
  }
  return { Harness, onChange };
}
