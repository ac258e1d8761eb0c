import type { RubricCriterion } from '../../common/domain/assessment/design-rules';

/** A campaign plan's rubric worth 5 points: a goal (0 or 3) and its metrics (0, 1 or 2). */
export const CAMPAIGN_CRITERIA: RubricCriterion[] = [
  {
    id: 'goal',
    title: 'Goal',
    description: 'What the campaign is for.',
    levels: [
      { id: 'missing', title: 'Missing', description: 'No goal.', points: 0 },
      { id: 'measurable', title: 'Measurable', description: 'A number by a date.', points: 3 },
    ],
  },
  {
    id: 'metrics',
    title: 'Metrics',
    description: '',
    levels: [
      { id: 'vanity', title: 'Vanity', description: '', points: 0 },
      { id: 'some', title: 'Some', description: '', points: 1 },
      { id: 'linked', title: 'Linked to the goal', description: '', points: 2 },
    ],
  },
];
