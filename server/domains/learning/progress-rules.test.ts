import { describe, expect, it } from 'vitest';
import { isPageComplete, pageStatus, progressPercent } from './progress-rules';

describe('progress rules', () => {
  it('completes a page that was viewed when it has no contributing blocks', () => {
    expect(isPageComplete({ viewed: true, contributors: 0, done: 0 })).toBe(true);
    expect(pageStatus({ viewed: true, contributors: 0, done: 0 })).toBe('completed');
  });

  it('leaves a page not started until it is viewed, even with every block done', () => {
    expect(isPageComplete({ viewed: false, contributors: 2, done: 2 })).toBe(false);
    expect(pageStatus({ viewed: false, contributors: 0, done: 0 })).toBe('not_started');
  });

  it('keeps a viewed page in progress while some contributing blocks are not done', () => {
    expect(pageStatus({ viewed: true, contributors: 3, done: 2 })).toBe('in_progress');
    expect(pageStatus({ viewed: true, contributors: 3, done: 3 })).toBe('completed');
  });

  it('gives the share of completed pages, rounded down, 0 for an empty outline', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
  });
});
