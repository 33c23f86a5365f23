import { describe, expect, it } from 'vitest';
import {
  hasMorePages,
  nextNotificationPage,
  notificationsOf,
  pageCountOf,
  unreadCountOf,
} from './get-notifications';

const pagination = (totalCount: number, currentPage: number, defaultPageSize = 10, unreadCount = 0) => ({
  totalCount,
  defaultPageSize,
  pageCount: 999, // the app computes the page count itself (SPEC §9)
  currentPage,
  unreadCount,
});
const note = (id: string, isRead = false) => ({
  id,
  title: id,
  body: 'b',
  link: null,
  subject: null,
  isRead,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('notification paging (SPEC §9)', () => {
  it('the page count is totalCount / defaultPageSize rounded up', () => {
    expect(pageCountOf(pagination(0, 1))).toBe(0);
    expect(pageCountOf(pagination(10, 1))).toBe(1);
    expect(pageCountOf(pagination(11, 1))).toBe(2);
    expect(pageCountOf(pagination(24, 1))).toBe(3);
    expect(pageCountOf(pagination(24, 1, 25))).toBe(1);
  });

  it('more pages while the current page is below the page count', () => {
    expect(hasMorePages(pagination(24, 1))).toBe(true);
    expect(hasMorePages(pagination(24, 2))).toBe(true);
    expect(hasMorePages(pagination(24, 3))).toBe(false);
    expect(hasMorePages(pagination(20, 2))).toBe(false);
    expect(hasMorePages(pagination(0, 1))).toBe(false);
    expect(hasMorePages(pagination(21, 2))).toBe(true);
  });

  it('the next page is the current one plus one, none after the last', () => {
    expect(nextNotificationPage({ notifications: [], pagination: pagination(24, 2) })).toBe(3);
    expect(nextNotificationPage({ notifications: [], pagination: pagination(24, 3) })).toBeUndefined();
  });

  it('lists the loaded pages in order, each notification once, with the unread count', () => {
    const data = {
      pages: [
        { notifications: [note('a'), note('b')], pagination: pagination(4, 1, 2, 3) },
        { notifications: [note('b'), note('c', true)], pagination: pagination(4, 2, 2, 3) },
      ],
      pageParams: [1, 2],
    };
    expect(notificationsOf(data).map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(unreadCountOf(data)).toBe(3);
    expect(unreadCountOf(undefined)).toBe(0);
  });
});
