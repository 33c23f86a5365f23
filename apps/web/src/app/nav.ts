import type { LucideIcon } from 'lucide-react';
import type { BackOfficeNav, TabNav } from '@/shared/routing/screens';

/** A tab of the tab bar (app/tab-bar.generated.ts). */
export interface Tab extends Omit<TabNav, 'icon'> {
  to: string;
  icon: LucideIcon;
  /** Downloads the tab's screen (the route's own lazy import, so the same chunks) before it is opened. */
  preload: () => Promise<unknown>;
}

/** An entry of the back office's nav (app/back-office-nav.generated.ts). */
export interface NavItem extends Pick<BackOfficeNav, 'label' | 'badge'> {
  to: string;
  icon: LucideIcon;
  /** Only admins see it (managing staff, the audit log). */
  adminOnly?: true;
}

export interface NavGroup {
  heading: string;
  items: NavItem[];
}
