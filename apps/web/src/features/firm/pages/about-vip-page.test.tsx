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

function renderPage() {
  return renderRoutes([{ path: '/tabs/about-vip', Component: AboutVipPage }], '/tabs/about-vip');
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

  it('shows the stored firm at once', async () => {
    useFirmStore.getState().setFirm({ ...firm, logo: null });
    mockApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: /VIP experience with Harbour & Vale/ })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
