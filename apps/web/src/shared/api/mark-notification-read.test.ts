import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { notificationPagesQuery } from './get-notifications';
import { markNotificationRead, markReadInPages, notificationMarkedRead } from './mark-notification-read';

const note = (id: string, isRead = false) => ({
  id,
  title: id,
  body: 'b',
  link: null,
  subject: null,
  isRead,
  created_at: '2026-01-01T00:00:00.000Z',
});
const pagination = (currentPage: number, unreadCount: number) => ({
  totalCount: 4,
  defaultPageSize: 2,
  pageCount: 2,
  currentPage,
  unreadCount,
});
const pages = () => ({
  pages: [
    { notifications: [note('a'), note('b', true)], pagination: pagination(1, 2) },
    { notifications: [note('c'), note('d', true)], pagination: pagination(2, 2) },
  ],
  pageParams: [1, 2],
});

describe('unread → read (SPEC §4)', () => {
  afterEach(() => queryClient.clear());

  it('an unread notification becomes read and the unread count drops by one on every page', () => {
    const before = pages();
    const after = markReadInPages(before, 'c')!;
    expect(after.pages[1]!.notifications[0]!.isRead).toBe(true);
    expect(after.pages.map((page) => page.pagination.unreadCount)).toEqual([1, 1]);
    expect(before.pages[1]!.notifications[0]!.isRead).toBe(false);
  });

  it('a read or unknown notification changes nothing', () => {
    const before = pages();
    expect(markReadInPages(before, 'b')).toBe(before);
    expect(markReadInPages(before, 'zzz')).toBe(before);
    expect(markReadInPages(undefined, 'a')).toBeUndefined();
  });

  it('PUT /v1/notification?uuid=… with no body', async () => {
    const api = mockApi({ 'PUT /notification?uuid=a': [200, { id: 'a', isRead: true }] });
    await markNotificationRead('a');
    expect(api.calls[0]!.headers['content-type']).toBeUndefined();
  });

  it('the cache changes only when told the server said 200; a failed call leaves it unread', async () => {
    queryClient.setQueryData(notificationPagesQuery().queryKey, pages());
    mockApi({ 'PUT /notification?uuid=a': [500, { message: 'down' }] });
    await expect(markNotificationRead('a')).rejects.toThrow();
    expect(
      queryClient.getQueryData(notificationPagesQuery().queryKey)!.pages[0]!.notifications[0]!.isRead,
    ).toBe(false);
    notificationMarkedRead('a');
    const data = queryClient.getQueryData(notificationPagesQuery().queryKey)!;
    expect(data.pages[0]!.notifications[0]!.isRead).toBe(true);
    expect(data.pages[0]!.pagination.unreadCount).toBe(1);
  });

  it('a notification not loaded yet: the pages are fetched again for the new count', () => {
    queryClient.setQueryData(notificationPagesQuery().queryKey, pages());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    notificationMarkedRead('elsewhere');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationPagesQuery().queryKey });
    invalidate.mockRestore();
  });
});
