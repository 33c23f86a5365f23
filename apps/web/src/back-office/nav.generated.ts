// Generated from shared/routing/screens.ts by `npm run screens`: do not edit.
import {
  Bell,
  Building2,
  ChartColumn,
  ClipboardCheck,
  FileSearch,
  History,
  IdCard,
  Landmark,
  LifeBuoy,
  Lightbulb,
  ListTodo,
  MessagesSquare,
  ScrollText,
  Upload,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { NavGroup } from './nav';

/** The back office's sections, each listing its screens in the manifest's order. */
export const ADMIN_NAV: NavGroup[] = [
  {
    heading: 'Clients',
    items: [
      { to: '/admin/work', label: 'My work', icon: ListTodo },
      { to: '/admin/clients', label: 'Clients', icon: Users },
      { to: '/admin/amendments', label: 'Amendments', icon: ClipboardCheck },
      { to: '/admin/support', label: 'Support requests', icon: LifeBuoy },
      { to: '/admin/reports', label: 'Reports', icon: ChartColumn },
    ],
  },
  {
    heading: 'Portfolios',
    items: [
      { to: '/admin/policies', label: 'Policies', icon: Wallet },
      { to: '/admin/import', label: 'Import files', icon: Upload },
      { to: '/admin/providers', label: 'Providers', icon: Landmark },
      { to: '/admin/due-diligence', label: 'Due diligence', icon: FileSearch },
    ],
  },
  {
    heading: 'Communication',
    items: [
      { to: '/admin/messages', label: 'Messages', icon: MessagesSquare, badge: 'unread-messages' },
      { to: '/admin/insights', label: 'Insights', icon: Lightbulb },
      { to: '/admin/notifications', label: 'Notifications', icon: Bell },
    ],
  },
  {
    heading: 'Firm',
    items: [
      { to: '/admin/firm', label: 'Firm profile', icon: Building2 },
      { to: '/admin/terms', label: 'Terms', icon: ScrollText },
      { to: '/admin/staff', label: 'Staff', icon: UserCog, adminOnly: true },
      { to: '/admin/audit', label: 'Audit log', icon: History, adminOnly: true },
      { to: '/admin/profile', label: 'Your profile', icon: IdCard },
    ],
  },
];
