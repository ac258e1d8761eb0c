import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import { blockSettingsOf } from '../../../../common/api/layout-settings';
import { queryClient } from '../../../api/query-client';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { EditedPageContext } from '../course-group-types';
import { SharingTab } from '../tabs/sharing-tab';
import { PostSetup } from './post-setup';

resetClientAroundEachTest();

const block: PageBlock = {
  id: '2b1f6a3e-8c4d-4e7a-9f21-5d3c7b9e0a11',
  widgetType: 'post',
  setupData: { prompt: '<p>Tell us</p>', type: 'share', maxPosts: 0 },
  settings: {},
  isProgressContributor: false,
};

describe('a post block in the editor', () => {
  it('sets the prompt, share or submit, and the posts per learner (0 means no limit)', async () => {
    const onChange = vi.fn();
    render(<PostSetup block={block} coursePath="data-101" onChange={onChange} />);
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Submit a post (work handed in)' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'submit' }));
    const maxPosts = screen.getByRole('textbox', { name: 'Posts per learner' });
    expect(screen.getByText('From 0 to 100. 0 means no limit.')).toBeTruthy();
    fireEvent.change(maxPosts, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ maxPosts: 3 }));
  });

  it('makes it group work for a group type, picked from the course’s or typed, and asks for the type', async () => {
    const calls = stubFetch(() => jsonResponse({ result: { courseGroupTypes: ['Project team'] } }));
    const onChange = vi.fn();
    const draw = (setupData: Record<string, unknown>) => (
      <QueryClientProvider client={queryClient}>
        <EditedPageContext value="5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716">
          <PostSetup block={{ ...block, setupData }} coursePath="data-101" onChange={onChange} />
        </EditedPageContext>
      </QueryClientProvider>
    );
    const { rerender } = render(draw(block.setupData));
    const groupWork = screen.getByRole('group', { name: 'Group work' });
    expect(within(groupWork).queryByRole('combobox')).toBeNull();
    fireEvent.click(
      within(groupWork).getByRole('checkbox', { name: 'Done as group work: one submission for each group' }),
    );
    const turnedOn = onChange.mock.lastCall?.[0];
    expect(turnedOn.groupWorkSettings).toEqual({ isGroupWorkActivity: true, groupType: '' });
    rerender(draw(turnedOn));
    const type = screen.getByRole('combobox', { name: 'Group type' });
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose the group type.')).toBeTruthy();
    await waitFor(() =>
      expect(
        document.querySelector(`[id="${type.getAttribute('list')}"] option`)?.getAttribute('value'),
      ).toBe('Project team'),
    );
    expect(calls).toHaveLength(1);
    fireEvent.change(type, { target: { value: 'Project team' } });
    expect(onChange.mock.lastCall?.[0].groupWorkSettings).toEqual({
      isGroupWorkActivity: true,
      groupType: 'Project team',
    });
  });

  it('asks learners to reflect after they post, with a question it keeps as typed and checks', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PostSetup block={block} coursePath="data-101" onChange={onChange} />);
    const reflection = screen.getByRole('group', { name: 'Reflection' });
    expect(within(reflection).queryByRole('textbox')).toBeNull();
    fireEvent.click(
      within(reflection).getByRole('checkbox', { name: 'Ask learners to reflect after they post' }),
    );
    const turnedOn = onChange.mock.lastCall?.[0];
    expect(turnedOn).toMatchObject({
      maxPosts: 0,
      reflectionSettings: { isReflectionActive: true, prompt: '' },
    });

    // Drawn again with what the editor now holds, as the editor does.
    rerender(
      <PostSetup block={{ ...block, setupData: turnedOn }} coursePath="data-101" onChange={onChange} />,
    );
    const question = screen.getByRole('textbox', { name: 'Reflection question' });
    expect(question.getAttribute('placeholder')).toBe(
      'What did you learn, and what would you do differently?',
    );
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write the question learners reflect on.')).toBeTruthy();
    fireEvent.change(question, { target: { value: 'What surprised you? ' } });
    const written = onChange.mock.lastCall?.[0];
    expect(written.reflectionSettings).toEqual({ isReflectionActive: true, prompt: 'What surprised you? ' });

    rerender(
      <PostSetup block={{ ...block, setupData: written }} coursePath="data-101" onChange={onChange} />,
    );
    expect(screen.queryByText('Write the question learners reflect on.')).toBeNull();
    expect(screen.getByText(/At most 500 characters\.$/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reflection question' }), {
      target: { value: 'x'.repeat(501) },
    });
    const tooLong = onChange.mock.lastCall?.[0];
    expect(tooLong.reflectionSettings.prompt).toHaveLength(501);
    rerender(
      <PostSetup block={{ ...block, setupData: tooLong }} coursePath="data-101" onChange={onChange} />,
    );
    expect(screen.getByText('Use at most 500 characters for the question.')).toBeTruthy();

    // Off again: the question is kept for next time.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask learners to reflect after they post' }));
    expect(onChange.mock.lastCall?.[0].reflectionSettings).toEqual({
      isReflectionActive: false,
      prompt: 'x'.repeat(501),
    });
    rerender(
      <PostSetup
        block={{
          ...block,
          setupData: { ...written, reflectionSettings: { isReflectionActive: false, prompt: 'Why?' } },
        }}
        coursePath="data-101"
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Reflection question' })).toBeNull();
  });

  it('says in the sharing tab who sees the posts and when, for post blocks only', () => {
    const onChange = vi.fn();
    const settings = blockSettingsOf(block);
    const { rerender } = render(
      <SharingTab settings={settings} onChange={onChange} reasonOf={() => undefined} postSharing />,
    );
    expect(screen.getByRole('group', { name: 'Who sees the posts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'After they post' }));
    expect(onChange.mock.lastCall?.[0].sharing).toMatchObject({
      condition: 'after_posting',
      scheme: 'class',
    });
    fireEvent.click(
      screen.getByRole('radio', { name: 'The class’s staff only (each learner sees their own)' }),
    );
    expect(onChange.mock.lastCall?.[0].sharing).toMatchObject({ scheme: 'staff' });
    rerender(<SharingTab settings={settings} onChange={onChange} reasonOf={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Who sees the posts' })).toBeNull();
  });
});
