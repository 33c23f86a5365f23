import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppLink, AppLinkProvider } from './app-link';

describe('AppLink', () => {
  it('navigates inside the app when a router is mounted', () => {
    const navigate = vi.fn();
    render(
      <AppLinkProvider value={{ navigate }}>
        <AppLink to="/login/form">Sign in</AppLink>
      </AppLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login/form');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(navigate).toHaveBeenCalledWith('/login/form');
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    const navigate = vi.fn();
    render(
      <AppLinkProvider value={{ navigate }}>
        <AppLink to="/support">Contact support</AppLink>
      </AppLinkProvider>,
    );
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link'), { metaKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is a plain link without a router, and prefetches the app on intent', () => {
    const prefetch = vi.fn();
    render(
      <AppLinkProvider value={{ prefetch }}>
        <AppLink to="/login/form">Sign in</AppLink>
      </AppLinkProvider>,
    );
    const link = screen.getByRole('link');
    fireEvent.focus(link);
    expect(prefetch).toHaveBeenCalled();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
