import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate, renderApp } from '@/test/app-router';

describe('404 page', () => {
  it('shows the exact text for any unknown path', async () => {
    await renderApp(['/this/does/not/exist']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'The page you were looking for could not be found.',
    );
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('Go Back returns to the previous screen of the app', async () => {
    const { router } = await renderApp(['/support']);
    await navigate(router, '/missing');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact Support' });
    expect(router.state.location.pathname).toBe('/support');
  });

  it('Go Back goes home when the app has no history (opened from elsewhere)', async () => {
    const { router } = await renderApp(['/missing']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByText(/Navigating Investments with Precision/);
    expect(router.state.location.pathname).toBe('/');
  });
});
