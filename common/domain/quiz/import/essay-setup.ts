import { asked, type ImportSetup, noFeedback } from './setup-common';

/**
 * An essay: a long form response, with the fewest words it asks and the guidance for whoever marks
 * it. Its general feedback is for learners after they answer, and a long form response has no such
 * place (its guidance is for the marker), so it is refused.
 */
export function essaySetup(text: string, generalFeedback: string, minWords = 0, guidance = ''): ImportSetup {
  noFeedback(generalFeedback);
  return {
    widgetType: 'long_form_response',
    setup: { question: asked(text), minWords, answerKey: { guidance } },
  };
}
