import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import type { BlockSetupProps } from '../block-setup-forms';
import { AccessibleVideoSetup } from './accessible-video-setup';
import { AudioSetup } from './audio-setup';
import { EmbedSetup } from './embed-setup';
import { FileSetup } from './file-setup';
import { ImageSetup } from './image-setup';
import { MediaRecordingSetup } from './media-recording-setup';
import { setupFormHarness } from './setup-form-harness';
import { VideoSetup } from './video-setup';

resetClientAroundEachTest();

const FORMS: [string, React.ComponentType<BlockSetupProps>][] = [
  ['image', ImageSetup],
  ['file', FileSetup],
  ['video', VideoSetup],
  ['accessible_video', AccessibleVideoSetup],
  ['audio', AudioSetup],
  ['embed', EmbedSetup],
  ['media_recording', MediaRecordingSetup],
];

describe('media setup forms', () => {
  it('have no serious or critical accessibility violations', async () => {
    for (const [widgetType, Form] of FORMS) {
      const { Harness } = setupFormHarness(Form, widgetType);
      const { container, unmount } = render(<Harness />);
      // Colour contrast needs a layout engine, which happy-dom does not have.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      const grave = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        grave.map((violation) => violation.id),
        widgetType,
      ).toEqual([]);
      unmount();
    }
  });
});
