import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirmStore } from '@/features/firm/store';
import { queryClient } from '@/shared/query/query-client';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render-routes';
import { AboutVipPage } from './about-vip-page';

const firm = {
  uuid: '00000000-0000-4000-8000-0000000000f1',
  name: 'Harbour & Vale Financial Planning',
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  bio: 'Independent planners in Devon.',
  fca_number: '123456',
  fca_registered_date: '2011-03-14',
};

function renderPage(vip = true) {
  return renderRoutes([{ path: '/tabs/about-vip', element: <AboutVipPage vip={vip} /> }], '/tabs/about-vip');
}

describe('about VIP', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    useFirmStore.getState().reset();
  });

  it('shows the VIP service with the firm’s logo, name, bio and FCA registration', async () => {
    mockApi({ 'GET /firm': [200, firm] });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Welcome to your VIP experience with Harbour & Vale Financial Planning',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Harbour & Vale Financial Planning logo' }).getAttribute('src'),
    ).toBe(firm.logo);
    expect(screen.getByText('Independent planners in Devon.')).toBeTruthy();
    expect(screen.getByText(/FCA number 123456, registered/).textContent).toContain('14 Mar 2011');
    expect(useFirmStore.getState().firm?.name).toBe(firm.name);
  });

  it('a client who is not VIP reads about the service, not a VIP welcome', async () => {
    mockApi({ 'GET /firm': [200, firm] });
    renderPage(false);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'The VIP experience with Harbour & Vale Financial Planning',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Welcome to your VIP experience/)).toBeNull();
    expect(screen.queryByText(/As a VIP client/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'The VIP service' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your VIP service' })).toBeNull();
    // The firm and the way to ask it are the same for everyone.
    expect(screen.getByText('Independent planners in Devon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Send a secure message/ }).getAttribute('href')).toBe(
      '/tabs/messages',
    );
  });

  it('shows the stored firm at once', async () => {
    useFirmStore.getState().setFirm({ ...firm, logo: null });
    mockApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: /VIP experience with Harbour & Vale/ })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
