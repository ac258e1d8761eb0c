/**
 * The page helper modal's steps (spec §4) as a small state machine: where the user is, and the
 * steps behind them that Back returns to.
 */
export type HelperStep =
  | { name: 'templates' }
  | { name: 'preview'; templateId: string }
  | { name: 'templateDetails'; templateId: string }
  | { name: 'existingPages' }
  | { name: 'copyDetails'; sourcePageId: string }
  | { name: 'blankDetails' };

export type HelperStepName = HelperStep['name'];

export interface HelperState {
  step: HelperStep;
  /** The steps before this one, oldest first. */
  history: HelperStep[];
}

export type HelperEvent =
  | { type: 'previewTemplate'; templateId: string }
  | { type: 'useTemplate'; templateId: string }
  | { type: 'chooseExistingPage' }
  | { type: 'copyPage'; pageId: string }
  | { type: 'chooseBlank' }
  | { type: 'back' };

/** Which events each step answers; any other event leaves the state as it is. */
const ALLOWED: Record<HelperStepName, readonly HelperEvent['type'][]> = {
  templates: ['previewTemplate', 'useTemplate', 'chooseExistingPage', 'chooseBlank'],
  preview: ['useTemplate', 'back'],
  templateDetails: ['back'],
  existingPages: ['copyPage', 'back'],
  copyDetails: ['back'],
  blankDetails: ['back'],
};

/** The helper's first state: the templates list, or the copy details of `sourcePageId`. */
export function initialHelperState(
  initialStep: HelperStepName = 'templates',
  sourcePageId?: string,
): HelperState {
  if (initialStep === 'copyDetails' && sourcePageId) {
    return { step: { name: 'copyDetails', sourcePageId }, history: [] };
  }
  if (initialStep === 'existingPages' || initialStep === 'blankDetails') {
    return { step: { name: initialStep }, history: [] };
  }
  return { step: { name: 'templates' }, history: [] };
}

function next(event: Exclude<HelperEvent, { type: 'back' }>): HelperStep {
  switch (event.type) {
    case 'previewTemplate':
      return { name: 'preview', templateId: event.templateId };
    case 'useTemplate':
      return { name: 'templateDetails', templateId: event.templateId };
    case 'chooseExistingPage':
      return { name: 'existingPages' };
    case 'copyPage':
      return { name: 'copyDetails', sourcePageId: event.pageId };
    case 'chooseBlank':
      return { name: 'blankDetails' };
  }
}

/** The state after `event`. */
export function helperReducer(state: HelperState, event: HelperEvent): HelperState {
  if (!ALLOWED[state.step.name].includes(event.type)) return state;
  if (event.type === 'back') {
    const previous = state.history.at(-1);
    return previous ? { step: previous, history: state.history.slice(0, -1) } : state;
  }
  return { step: next(event), history: [...state.history, state.step] };
}

/** Can the user go back from here? (Not from the step the helper opened at.) */
export function canGoBack(state: HelperState): boolean {
  return state.history.length > 0;
}
