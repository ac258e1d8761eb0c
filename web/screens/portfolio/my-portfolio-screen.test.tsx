import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyPortfolio, PortfolioPost } from '../../../common/api/portfolio';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ fullName: 'Ana Putri', profileName: 'ana-putri' }));

const MINE: MyPortfolio = {
  isPublic: false,
  headline: '',
  profileName: 'ana-putri',
  counts: { shown: 2, hidden: 1 },
};

function buildPost(id: string, overrides: Partial<PortfolioPost> = {}): PortfolioPost {
  return {
    id,
    type: 'share',
    body: `<p>Post ${id}</p>`,
    attachments: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    shown: true,
    hiddenByModerator: false,
    coursePath: 'data-101',
    courseName: 'Data 101',
    pagePath: 'share',
    pageTitle: 'Share your chart',
    ...overrides,
  };
}

const POSTS = [
  buildPost('p1', {
    attachments: [
      {
        kind: 'image',
        uploadId: '0b8a5f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
        url: '/api/post-media/0b8a5f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/',
        name: 'chart.png',
        contentType: 'image/png',
        sizeBytes: 1200,
      },
    ],
  }),
  buildPost('p2'),
  buildPost('p3', { shown: false }),
];

/** A server for the portfolio screen; `toggle` answers a show/hide, `publish` a save. */
function stubServer(handlers: {
  toggle?: (call: FetchCall) => Response | Promise<Response>;
  publish?: (call: FetchCall) => Response | Promise<Response>;
}) {
  return stubFetch(async (call) => {
    if (call.url.includes('/json/portfolio/lookup/getMine')) return jsonResponse({ result: MINE });
    if (call.url.includes('/json/portfolio/lookup/getMyPosts')) {
      return jsonResponse({ result: { posts: POSTS, nextCursor: null } });
    }
    if (call.url.includes('setPostShown') && handlers.toggle) return handlers.toggle(call);
    if (call.url.includes('setPublished') && handlers.publish) return handlers.publish(call);
    return jsonResponse({ result: null });
  });
}

const counters = () => screen.getByText(/shown ·/);

describe('my portfolio', () => {
  it('lists the posts with their course and page, images in boxes of fixed size', async () => {
    stubServer({});
    renderApp('/accounts/portfolio/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My portfolio');
    expect(await screen.findByText('Post p1')).toBeTruthy();
    expect(counters().textContent).toBe('2 shown · 1 hidden');
    const place = screen.getAllByRole('link', { name: 'Data 101 · Share your chart' })[0]!;
    expect(place.getAttribute('href')).toBe('/courses/data-101/share/?mode=view');
    const image = screen.getByRole('img', { name: 'Image chart.png posted by Ana Putri' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
    expect(screen.getAllByRole('button', { name: 'Hide this post from your public page' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Show this post on your public page' })).toHaveLength(1);
    // The name tells the action; a pressed state beside it would contradict it.
    for (const button of screen.getAllByRole('button', { name: /this post (from|on) your public page$/ })) {
      expect(button.hasAttribute('aria-pressed')).toBe(false);
    }
  });

  it('moves the counters at once when a post is hidden, and keeps the server’s counters', async () => {
    let release = () => {};
    const calls = stubServer({
      toggle: async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse({ result: { postId: 'p1', shown: false, counts: { shown: 1, hidden: 2 } } });
      },
    });
    renderApp('/accounts/portfolio/');
    await screen.findByText('Post p1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide this post from your public page' })[0]!);
    // Before the server answers.
    await waitFor(() => expect(counters().textContent).toBe('1 shown · 2 hidden'));
    expect(screen.getAllByRole('button', { name: 'Show this post on your public page' })).toHaveLength(2);
    const toggle = calls.find((call) => call.url.includes('setPostShown'));
    expect(toggle?.url).toContain('/json/portfolio/update/setPostShown/p1');
    expect(toggle?.body).toEqual({ shown: false });
    act(() => release());
    await waitFor(() => expect(calls.filter((call) => call.url.includes('setPostShown'))).toHaveLength(1));
    expect(counters().textContent).toBe('1 shown · 2 hidden');
  });

  it('puts the post and the counters back when the server refuses', async () => {
    let release = () => {};
    stubServer({
      toggle: async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500);
      },
    });
    renderApp('/accounts/portfolio/');
    await screen.findByText('Post p3');
    fireEvent.click(screen.getByRole('button', { name: 'Show this post on your public page' }));
    await waitFor(() => expect(counters().textContent).toBe('3 shown · 0 hidden'));
    expect(screen.queryByRole('button', { name: 'Show this post on your public page' })).toBeNull();
    act(() => release());
    expect(
      await screen.findByText('The post could not be changed, so it is back as it was. Please try again.'),
    ).toBeTruthy();
    expect(counters().textContent).toBe('2 shown · 1 hidden');
    expect(screen.getAllByRole('button', { name: 'Show this post on your public page' })).toHaveLength(1);
  });

  it('publishes with a headline, keeps the headline when refused, and offers the link to copy', async () => {
    let refuse = true;
    const calls = stubServer({
      publish: (call) => {
        if (refuse) {
          refuse = false;
          return jsonResponse(
            {
              error: 'invalid_input',
              reason: 'Use at most 120 characters for the headline.',
              fields: { headline: 'Use at most 120 characters for the headline.' },
              fieldCodes: { headline: 'portfolio.headlineLength' },
            },
            400,
          );
        }
        return jsonResponse({ result: { ...MINE, ...(call.body as object), isPublic: true } });
      },
    });
    renderApp('/accounts/portfolio/');
    const form = within(await screen.findByRole('region', { name: 'Public page' }));
    fireEvent.click(form.getByLabelText(/^Publish my portfolio/));
    fireEvent.change(form.getByLabelText('Headline'), { target: { value: 'Too long a headline' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Use at most 120 characters for the headline.')).toBeTruthy();
    expect((form.getByLabelText('Headline') as HTMLInputElement).value).toBe('Too long a headline');
    expect(form.queryByRole('button', { name: 'Copy link' })).toBeNull();

    fireEvent.change(form.getByLabelText('Headline'), { target: { value: 'Data analyst' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('setPublished/me')).at(-1)?.body).toEqual({
      isPublic: true,
      headline: 'Data analyst',
    });
    const link = form.getByRole('link', { name: /\/u\/ana-putri\/portfolio\/$/ });
    expect(link.getAttribute('href')).toBe('/u/ana-putri/portfolio/');
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text;
        },
      },
    });
    fireEvent.click(form.getByRole('button', { name: 'Copy link' }));
    expect(await form.findByText('Link copied.')).toBeTruthy();
    expect(copied).toBe(`${window.location.origin}/u/ana-putri/portfolio/`);
  });
});
