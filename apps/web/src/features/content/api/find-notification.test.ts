import { describe, expect, it, vi } from 'vitest';
import { findNotification } from './find-notification';

const note = (id: string) => ({
  id,
  title: id,
  body: 'b',
  link: null,
  subject: null,
  isRead: false,
  created_at: '2026-01-01T00:00:00.000Z',
});
const page = (n: number, ids: string[]) => ({
  notifications: ids.map(note),
  pagination: { totalCount: 5, defaultPageSize: 2, pageCount: 3, currentPage: n, unreadCount: 0 },
});
const pages = [page(1, ['a', 'b']), page(2, ['c', 'd']), page(3, ['e'])];

describe('one notification by id', () => {
  it('reads pages in turn until one holds it', async () => {
    const getPage = vi.fn(async (n: number) => pages[n - 1]!);
    expect((await findNotification('c', getPage))?.id).toBe('c');
    expect(getPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });

  it('stops after the last page (SPEC §9) when none does', async () => {
    const getPage = vi.fn(async (n: number) => pages[n - 1]!);
    expect(await findNotification('zzz', getPage)).toBeNull();
    expect(getPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });
});
