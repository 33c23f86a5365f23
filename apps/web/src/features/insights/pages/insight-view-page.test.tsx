import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { raisedToasts } from '@/shared/ui/toast';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { InsightViewPage } from './insight-view-page';

const ID = '00000000-0000-4000-8000-000000000001';
const article = {
  uuid: ID,
  title: 'Rates on hold',
  summary: 'What a pause means.',
  image: null,
  published_at: '2026-03-02T09:00:00.000Z',
  author: { id: 1, name: 'Eleanor Whitfield' },
  categories: [{ id: 1, name: 'Markets' }],
  like_count: 4,
  liked: false,
  body: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  _links: { self: { href: `/v1/insights/${ID}` }, like: { href: `/v1/insights/${ID}/like` } },
};

function renderPage() {
  return renderRoutes(
    [{ path: '/tabs/insights/view/:id', Component: InsightViewPage }],
    `/tabs/insights/view/${ID}`,
  );
}

const likeButton = () => screen.getByRole('button', { name: /^Like/ });

describe('insight view', () => {
  afterEach(() => {
    queryClient.clear();
  });

  it('shows the article with its body sanitised again in the browser', async () => {
    mockApi({ [`GET /insights/${ID}`]: [200, article] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Rates on hold' })).toBeTruthy();
    expect(await screen.findByText('Safe')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(likeButton().textContent).toContain('4 likes');
  });

  it('a like shows at once, takes the server count, and cannot be repeated; no Content-Type without a body', async () => {
    let answer!: () => void;
    const api = mockApi({
      [`GET /insights/${ID}`]: [200, article],
      [`POST /insights/${ID}/like`]: () =>
        new Promise((resolve) => {
          answer = () => resolve([200, { like_count: 12, liked: true }]);
        }),
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Rates on hold' });

    await act(async () => fireEvent.click(likeButton()));
    // Before the server answers (it answers only when told to, below): the like shows at once.
    const liked = await screen.findByRole('button', { name: /^Liked/ });
    expect(liked.textContent).toContain('5 likes');
    expect(liked.getAttribute('aria-disabled')).toBe('true');
    await vi.waitFor(() => expect(api.callsTo(`POST /insights/${ID}/like`)).toHaveLength(1));
    const [post] = api.callsTo(`POST /insights/${ID}/like`);
    expect(post!.path).toBe(`/insights/${ID}/like`);
    expect(post!.headers).not.toHaveProperty('content-type');
    expect(post!.body).toBeUndefined();

    await act(async () => answer());
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /^Liked/ }).textContent).toContain('12 likes'),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Liked/ })));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('a failed like goes back and says so', async () => {
    mockApi({
      [`GET /insights/${ID}`]: [200, article],
      [`POST /insights/${ID}/like`]: [500, { message: 'boom' }],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Rates on hold' });
    await act(async () => fireEvent.click(likeButton()));
    await vi.waitFor(() => expect(raisedToasts().map(({ kind }) => kind)).toContain('error'));
    expect(likeButton().textContent).toContain('4 likes');
    expect(likeButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('an unknown insight says it could not be found', async () => {
    mockApi({});
    renderPage();
    expect(await screen.findByText('This insight could not be found.')).toBeTruthy();
  });
});
