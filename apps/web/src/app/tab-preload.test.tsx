import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/store';
import { renderApp } from '@/test/app-router';
import { fakeToken } from '@/test/tokens';
import { TABS } from './tab-bar.generated';

describe('tab bar preloading (ADR 0013)', () => {
  // Each tab's preload is watched on the tab itself (the bar reads it as it renders); it still downloads
  // the real screen, as the route does.
  beforeEach(() => {
    for (const tab of TABS) vi.spyOn(tab, 'preload');
  });
  afterEach(() => vi.restoreAllMocks());

  it("starts a tab's screen download when a pointer, a touch or the focus reaches its tab", async () => {
    useAuthStore.getState().logIn(fakeToken());
    await renderApp(['/tabs/policies']);
    const nav = screen.getByRole('navigation', { name: 'Tabs' });
    const [, information, insights] = TABS;
    for (const tab of TABS) expect(tab.preload).not.toHaveBeenCalled();

    fireEvent.pointerEnter(within(nav).getByRole('link', { name: 'Information' }));
    expect(information!.preload).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(within(nav).getByRole('link', { name: 'Insights' }));
    expect(insights!.preload).toHaveBeenCalledTimes(1);
    within(nav).getByRole('link', { name: 'Information' }).focus();
    expect(information!.preload).toHaveBeenCalledTimes(2);
    // Only the tab shown intent to.
    expect(TABS[0]!.preload).not.toHaveBeenCalled();
  });
});
