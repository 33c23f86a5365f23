import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { WelcomePage, type WelcomePageProps } from './welcome-page';

const never = () => new Promise<never>(() => {});

function renderWelcome(props: Partial<WelcomePageProps>) {
  const page = () => <WelcomePage firm={null} givenName={null} vip={false} load={never} {...props} />;
  renderRoutes([{ path: '/welcome', Component: page }], '/welcome');
}

describe('welcome page', () => {
  afterEach(cleanup);

  it('says VIP before the firm has loaded (SPEC §2), and names the firm once it has', () => {
    renderWelcome({ vip: true });
    expect(screen.getByText(/^welcome to your VIP experience with/)).toBeTruthy();
    expect(screen.getByTestId('firm-name-loading')).toBeTruthy();
    cleanup();
    renderWelcome({ vip: true, firm: { name: 'Harbour & Vale', logo: '' } });
    expect(screen.getByText('welcome to your VIP experience with Harbour & Vale')).toBeTruthy();
  });

  it('has no VIP wording for other clients', () => {
    renderWelcome({ firm: { name: 'Harbour & Vale', logo: '' }, givenName: 'Alex' });
    expect(screen.getByRole('heading', { name: 'Welcome, Alex' })).toBeTruthy();
    expect(screen.queryByText(/VIP experience/)).toBeNull();
  });
});
