import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoursePage, buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const RECORDING = {
  id: 'rec1',
  widgetType: 'media_recording',
  setupData: { kind: 'audio', prompt: 'Introduce yourself.' },
  settings: {},
  isProgressContributor: false,
};

describe('under a media recording block', () => {
  it('a learner finds where to record their response, and asks no teacher list of their own', async () => {
    const calls = stubFetch((call) => {
      if (call.url.includes('/json/course/read/getPage/'))
        return jsonResponse({
          result: buildCoursePage({ sections: [{ id: 's1', settings: {}, blocks: [RECORDING] }] }),
        });
      if (call.url === '/api/block/rec1/response/') return jsonResponse({ result: null });
      if (call.url === '/api/block/rec1/responses/')
        return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
      return jsonResponse({ result: null });
    });
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await screen.findByRole('region', { name: 'Your response' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Introduce yourself.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Your learners’ responses/ })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/block/rec1/')).length).toBeGreaterThan(0);
  });
});
