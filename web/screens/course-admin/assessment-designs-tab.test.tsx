import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Design } from '../../../common/api/assessment';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ courseRoles: { [BUILDER_COURSE.path]: 'administrator' } }));

const POINTS: Design = {
  id: 'd1',
  name: 'Reflection',
  kind: 'points',
  maxPoints: 20,
  criteria: [],
  totalPoints: 20,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the assessment designs tab', () => {
  it('creates a rubric of criteria and levels, showing what it is worth and the server’s reasons by field', async () => {
    let created = 0;
    const calls = stubFetch((call) => {
      if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
      if (call.url.includes('/json/assessment/lookup/listDesigns')) return jsonResponse({ result: [POINTS] });
      if (call.url.includes('/json/assessment/create') && created++ === 0)
        return jsonResponse(
          {
            error: 'invalid_input',
            reason: 'Name each level in 1 to 80 characters.',
            fields: { 'criteria.0.levels.2.title': 'Name each level in 1 to 80 characters.' },
            fieldCodes: {
              'criteria.0.levels.2.title': { code: 'assessment.levelTitle', params: { max: 80 } },
            },
          },
          400,
        );
      if (call.url.includes('/json/assessment/create'))
        return jsonResponse({ result: { ...POINTS, id: 'd2' } });
      return jsonResponse({ result: null });
    });
    renderApp(`/courses/admin/?action=assessment_designs&course=${BUILDER_COURSE.path}`);
    expect(await screen.findByText('Points · out of 20', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New design' }));
    type(screen.getByLabelText('Name'), 'Essay rubric');
    const criterion = screen.getByRole('group', { name: 'Criterion 1' });
    type(within(criterion).getByLabelText('What it looks at'), 'Clarity');
    type(within(criterion).getByLabelText('Level 1'), 'Unclear');
    type(within(criterion).getByLabelText('Level 2'), 'Clear');
    const points = within(criterion).getAllByLabelText('Points');
    type(points[2]!, '4');
    expect(screen.getByText('Worth 4 points: each criterion’s highest level, added up.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await within(criterion).findByText('Name each level in 1 to 80 characters.')).toBeTruthy();

    type(within(criterion).getByLabelText('Level 3'), 'Very clear');
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await screen.findByRole('button', { name: 'New design' });
    const sent = calls.filter((call) => call.url.includes('/json/assessment/create')).at(-1)!.body as {
      criteria: Array<{ title: string; levels: Array<{ title: string; points: number }> }>;
    };
    expect(sent).toMatchObject({
      coursePath: BUILDER_COURSE.path,
      name: 'Essay rubric',
      kind: 'rubric',
      maxPoints: null,
    });
    expect(sent.criteria.map((each) => each.title)).toEqual(['Clarity']);
    expect(sent.criteria[0]!.levels.map((level) => [level.title, level.points])).toEqual([
      ['Unclear', 0],
      ['Clear', 1],
      ['Very clear', 4],
    ]);
  });

  it('says why a design that marks questions is not deleted', async () => {
    stubFetch((call) => {
      if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
      if (call.url.includes('/json/assessment/lookup/listDesigns')) return jsonResponse({ result: [POINTS] });
      if (call.url.includes('/json/assessment/delete/removeDesign/d1'))
        return jsonResponse(
          {
            error: 'conflict',
            reason:
              'Questions are marked with this design. Choose another design for them before deleting it.',
            reasonCode: { code: 'assessment.designInUse' },
          },
          409,
        );
      return jsonResponse({ result: null });
    });
    renderApp(`/courses/admin/?action=assessment_designs&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Reflection' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Questions are marked with this design. Choose another design for them before deleting it.',
    );
  });
});
