import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import type { BlockSetupProps } from '../block-setup-forms';

/**
 * Render a setup form as the editor holds it: every `onChange` replaces the block's setup data
 * (so controlled fields keep what is typed) and is recorded by the returned mock.
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
      <Form
        block={block}
        coursePath="data-101"
        onChange={(next) => {
          onChange(next);
          setBlock((current) => ({ ...current, setupData: next }));
        }}
      />
    );
  }
  return { Harness, onChange };
}
