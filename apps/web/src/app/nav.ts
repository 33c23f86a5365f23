import type { LucideIcon } from 'lucide-react';
import type { TabNav } from '@/shared/routing/screens';

/** A tab of the tab bar (app/tab-bar.generated.ts). */
export interface Tab extends Omit<TabNav, 'icon'> {
  to: string;
  icon: LucideIcon;
  /** Downloads the tab's screen (the route's own lazy import, so the same chunks) before it is opened. */
  preload: () => Promise<unknown>;
}
