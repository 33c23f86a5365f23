import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

describe('landing page', () => {
  it('shows the tagline as the one h1, the logo and the hero image variants', () => {
    const { container } = render(<LandingPage />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe(
      'Navigating Investments with Precision: Professional due diligence, top-tier solutions, real time valuations.',
    );
    expect(screen.getByRole('img', { name: 'Sextant' })).toBeTruthy();
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toMatch(/hero-desktop/);
    expect(container.querySelector('picture img')?.getAttribute('src')).toMatch(/hero-mobile/);
  });

  it('links to sign in and support inside the app', () => {
    render(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/form');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/support');
  });

  it('opens About, Terms and Privacy from the settings in a new tab', () => {
    render(<LandingPage />);
    const expected = {
      About: 'https://www.sextant.example/about',
      Terms: 'https://www.sextant.example/terms',
      Privacy: 'https://www.sextant.example/privacy',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('has the page landmarks', () => {
    render(<LandingPage />);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
