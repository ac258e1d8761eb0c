import { render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import type { BlockSetupProps } from '../block-setup-forms';
import { starterSetupOf } from '../quiz-starter-setup';
import { AccessibleVideoSetup } from './accessible-video-setup';
import { AudioSetup } from './audio-setup';
import { CategoriseSetup } from './categorise-setup';
import { EmbedSetup } from './embed-setup';
import { FileSetup } from './file-setup';
import { FillInTheBlanksSetup } from './fill-in-the-blanks-setup';
import { ImageSetup } from './image-setup';
import { LongFormResponseSetup } from './long-form-response-setup';
import { MatchItSetup } from './match-it-setup';
import { MediaRecordingSetup } from './media-recording-setup';
import { MultipleChoiceSetup } from './multiple-choice-setup';
import { setupFormHarness } from './setup-form-harness';
import { ShortAnswerSetup } from './short-answer-setup';
import { VideoSetup } from './video-setup';

resetClientAroundEachTest();
// The long form response lists the course's assessment designs: it has none.
beforeEach(() => stubFetch(() => jsonResponse({ result: [] })));

const FORMS: [string, React.ComponentType<BlockSetupProps>][] = [
  ['image', ImageSetup],
  ['file', FileSetup],
  ['video', VideoSetup],
  ['accessible_video', AccessibleVideoSetup],
  ['audio', AudioSetup],
  ['embed', EmbedSetup],
  ['media_recording', MediaRecordingSetup],
  ['multiple_choice', MultipleChoiceSetup],
  ['short_answer', ShortAnswerSetup],
  ['fill_in_the_blanks', FillInTheBlanksSetup],
  ['match_it', MatchItSetup],
  ['categorise', CategoriseSetup],
  ['long_form_response', LongFormResponseSetup],
];

describe('setup forms', () => {
  it('have no serious or critical accessibility violations', async () => {
    for (const [widgetType, Form] of FORMS) {
      // A quiz block's form edits the setup it was created with.
      const { Harness } = setupFormHarness(Form, widgetType, starterSetupOf(widgetType, i18n.t));
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
