import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { InsightPage } from './insight-page';

const ID = '00000000-0000-4000-8000-0000000000aa';
const insight = (status: 'draft' | 'published') => ({
  uuid: ID,
  title: 'Markets',
  summary: 'Sum',
  body: '<p>Hello</p>',
  image: null,
  status,
  published_at: status === 'published' ? '2026-01-01T00:00:00.000Z' : null,
  updated_at: `2026-01-0${status === 'draft' ? 1 : 2}T00:00:00.000Z`,
  created_at: '2026-01-01T00:00:00.000Z',
  author: { id: 3, name: 'Eleanor' },
  categories: [],
});
const lists = {
  'GET /admin/insight-authors': [200, { items: [{ id: 3, name: 'Eleanor', role: '', article_count: 1 }] }],
  'GET /admin/insight-categories': [200, { items: [{ id: 7, name: 'Pensions', article_count: 0 }] }],
} as const;

function renderPage(id: string) {
  return renderRoutes(
    [
      { path: '/admin/insights/:id', Component: InsightPage },
      { path: '/admin/insights', Component: () => <p>List</p> },
    ],
    `/admin/insights/${id}`,
  );
}

describe('insight editor', () => {
  afterEach(() => queryClient.clear());

  it('creates a draft, shows field errors, and opens the saved insight', async () => {
    const api = mockApi({
      ...lists,
      'POST /admin/insights': [
        [422, { message: 'Invalid', errors: { image: ['Enter an https:// address.'] } }],
        [201, insight('draft')],
      ],
      [`GET /admin/insights/${ID}`]: [200, insight('draft')],
    });
    const router = renderPage('new');
    // The form loads after the screen shows (react-hook-form is not in the screen's budget).
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Markets' } });
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Sum' } });
    fireEvent.change(screen.getByLabelText('Body (HTML)'), { target: { value: '<p>Hello</p>' } });
    await screen.findByRole('option', { name: 'Eleanor' });
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: '3' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pensions' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    await screen.findByText('Enter an https:// address.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    expect(api.callsTo('POST /admin/insights')[1]!.body).toEqual({
      title: 'Markets',
      summary: 'Sum',
      body: '<p>Hello</p>',
      image: null,
      author_id: 3,
      category_ids: [7],
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/insights/${ID}`));
  });

  it('publishes with a notification when asked, then offers Unpublish', async () => {
    let published = false;
    const api = mockApi({
      ...lists,
      [`GET /admin/insights/${ID}`]: () => [200, insight(published ? 'published' : 'draft')],
      [`PATCH /admin/insights/${ID}`]: [200, insight('draft')],
      [`POST /admin/insights/${ID}/publish`]: () => {
        published = true;
        return [200, { insight: insight('published'), notified: 5 }];
      },
    });
    renderPage(ID);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Notify clients' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    expect(api.callsTo(`POST /admin/insights/${ID}/publish`)[0]!.body).toEqual({ notify: true });
    await screen.findByRole('button', { name: 'Unpublish' });
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
  });

  it('asks for an author before sending anything, and puts a category’s error under the categories', async () => {
    const api = mockApi({
      ...lists,
      'POST /admin/insights': [
        422,
        { message: 'Invalid', errors: { 'category_ids.0': ['That category is gone.'] } },
      ],
    });
    renderPage('new');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Markets' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    expect(await screen.findByText('Choose an author.')).toBeTruthy();
    expect(screen.getByLabelText('Author').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /admin/insights')).toHaveLength(0);

    await screen.findByRole('option', { name: 'Eleanor' });
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    expect(await screen.findByText('That category is gone.')).toBeTruthy();
    expect(screen.queryByText('Choose an author.')).toBeNull();
    expect(api.callsTo('POST /admin/insights')).toHaveLength(1);
  });

  it('opens a saved insight with its fields, its author chosen once the list comes', async () => {
    mockApi({ ...lists, [`GET /admin/insights/${ID}`]: [200, insight('draft')] });
    renderPage(ID);
    await screen.findByRole('option', { name: 'Eleanor' });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Markets');
    expect((screen.getByLabelText('Author') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Body (HTML)') as HTMLTextAreaElement).value).toBe('<p>Hello</p>');
  });
});
