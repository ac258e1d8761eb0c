import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import { blockSettingsOf } from '../../../../common/api/layout-settings';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
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
