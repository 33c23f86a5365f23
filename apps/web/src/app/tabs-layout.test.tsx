import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { useFirmStore } from '@/features/firm/store';
import { navigate, renderApp } from '@/test/app-router';
import { fakeToken } from '@/test/tokens';

describe('tabs layout', () => {
  it('has a header with the title, notifications and account links', async () => {
    useAuthStore.getState().logIn(fakeToken());
    await renderApp(['/tabs/insights']);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Insights');
    expect(within(header).getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/tabs/notifications',
    );
    expect(within(header).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/tabs/account');
  });

  it('has five tabs; Notifications and Account only from the md breakpoint', async () => {
    useAuthStore.getState().logIn(fakeToken());
    const { router } = await renderApp(['/tabs/policies']);
    const nav = screen.getByRole('navigation', { name: 'Tabs' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Policies', '/tabs/policies'],
      ['Information', '/tabs/information'],
      ['Insights', '/tabs/insights'],
      ['Notifications', '/tabs/notifications'],
      ['Account', '/tabs/account'],
    ]);
    const item = (i: number) => links[i]!.closest('li')!.className.split(' ');
    for (const i of [0, 1, 2]) expect(item(i)).not.toContain('hidden');
    for (const i of [3, 4]) expect(item(i)).toEqual(expect.arrayContaining(['hidden', 'md:flex']));

    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();

    // A detail screen keeps its tab current and offers a way back.
    await navigate(router, '/tabs/information/due-diligence/report/r1');
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/tabs/information/due-diligence',
    );
  });

  it('moves focus to the new title after an in-app navigation', async () => {
    useAuthStore.getState().logIn(fakeToken());
    const { router } = await renderApp(['/tabs/policies']);
    expect(document.activeElement).toBe(document.body);
    await navigate(router, '/tabs/insights');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Insights' }));
  });

  it('shows the firm logo to a VIP user whose firm has one, the product mark otherwise', async () => {
    useAuthStore.getState().logIn(fakeToken({ vip: true }));
    useFirmStore.getState().setFirm({
      uuid: '00000000-0000-4000-8000-000000000000',
      name: 'Harbour Wealth',
      logo: 'https://cdn.example/harbour.svg',
      bio: '',
      fca_number: '123456',
      fca_registered_date: '2020-01-01',
    });
    const { unmount } = await renderApp(['/tabs/policies']);
    const logo = within(screen.getByRole('banner')).getByRole('img', { name: 'Harbour Wealth' });
    expect(logo.getAttribute('src')).toBe('https://cdn.example/harbour.svg');
    unmount();

    useAuthStore.getState().logIn(fakeToken());
    await renderApp(['/tabs/policies']);
    expect(within(screen.getByRole('banner')).queryByRole('img', { name: 'Harbour Wealth' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Sextant' })).toBeTruthy();
  });
});
