// Generated from shared/routing/screens.ts by `npm run screens`: do not edit.
import { Bell, CircleUserRound, FileSearch, Lightbulb, Wallet } from 'lucide-react';
import type { Tab } from './nav';

/** The tab bar, in the manifest's order. */
export const TABS: Tab[] = [
  { to: '/tabs/policies', label: 'Policies', icon: Wallet },
  { to: '/tabs/information', label: 'Information', icon: FileSearch },
  { to: '/tabs/insights', label: 'Insights', icon: Lightbulb },
  {
    to: '/tabs/notifications',
    label: 'Notifications',
    icon: Bell,
    wide: true,
    badge: 'unread-notifications',
  },
  { to: '/tabs/account', label: 'Account', icon: CircleUserRound, wide: true },
];
