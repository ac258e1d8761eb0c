import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockResponse } from '../../../../common/api/block-response';
import { queryClient } from '../../../api/query-client';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { stubXhr } from '../../../test/stub-xhr';
import { ClassResponses } from './class-responses';
import { RecordingResponse } from './recording-response';

resetClientAroundEachTest();

const BLOCK_ID = '2b1f6a3e-8c4d-4e7a-9f21-5d3c7b9e0a11';
const RECORDED: BlockResponse = {
  id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  url: '/api/block-response/9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f/',
  contentType: 'audio/webm',
  sizeBytes: 70,
  updatedAt: '2026-03-03T02:00:00Z',
};

const renderResponse = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <RecordingResponse blockId={BLOCK_ID} kind="audio" />
    </QueryClientProvider>,
  );

describe('a learner’s response to a media recording block', () => {
  it('uploads a recording where the browser cannot record, then plays it back', async () => {
    stubFetch((call) =>
      call.url === `/api/block/${BLOCK_ID}/response/`
        ? jsonResponse({ result: null })
        : jsonResponse({}, 404),
    );
    const calls = stubXhr(() => ({ status: 200, body: { result: RECORDED } }));
    const { container } = renderResponse();
    expect(await screen.findByText('You have not recorded a response yet.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your response' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Or upload a recording'), {
      target: { files: [new File(['webm'], 'me.webm', { type: 'audio/webm' })] },
    });
    await waitFor(() => expect(container.querySelector('audio')?.getAttribute('src')).toBe(RECORDED.url));
    expect(calls[0]).toMatchObject({ method: 'POST', url: `/api/block/${BLOCK_ID}/response/` });
    expect(screen.queryByText('You have not recorded a response yet.')).toBeNull();
  });

  it('shows nothing to a reader who is not a learner of the course', async () => {
    const calls = stubFetch(() => jsonResponse({ error: 'forbidden', reason: 'Only learners.' }, 403));
    const { container } = renderResponse();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(container.textContent).toBe('');
  });

  it('lists the responses of a teacher’s learners by name, each playable', async () => {
    stubFetch((call) =>
      call.url === `/api/block/${BLOCK_ID}/responses/`
        ? jsonResponse({ result: [{ learnerName: 'Siti Rahmah', response: RECORDED }] })
        : jsonResponse({}, 404),
    );
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <ClassResponses blockId={BLOCK_ID} kind="audio" />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('region', { name: 'Your learners’ responses (1)' });
    // The name is a line of its own, never run into the sentence that follows it.
    expect(screen.getByText('Siti Rahmah').tagName).toBe('P');
    expect(screen.getByText(/^Recorded /).tagName).toBe('P');
    expect(list.textContent).toContain('Siti Rahmah');
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(RECORDED.url);
  });
});
