import type { LucideIcon } from 'lucide-react';
import type { BackOfficeNav } from '@/shared/routing/screens';

/** An entry of the back office's nav (back-office/nav.generated.ts). */
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
