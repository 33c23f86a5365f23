import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AppLinkProvider } from '@/shared/routing/app-link';
import { TitleSync } from './title-sync';

export function RootLayout() {
  const navigate = useNavigate();
  // AppLinks (the landing page's) navigate inside the app once the router is mounted.
  const links = useMemo(() => ({ navigate: (to: string) => void navigate(to) }), [navigate]);
  return (
    <AppLinkProvider value={links}>
      <TitleSync />
      <ScrollRestoration />
      <Outlet />
    </AppLinkProvider>
  );
}
