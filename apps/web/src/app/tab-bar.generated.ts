// Generated from shared/routing/screens.ts by `npm run screens`: do not edit.
import { Bell, CircleUserRound, FileSearch, Lightbulb, Wallet } from 'lucide-react';
import type { Tab } from './nav';

/** The tab bar, in the manifest's order. */
export const TABS: Tab[] = [
  {
    to: '/tabs/policies',
    label: 'Policies',
    icon: Wallet,
    preload: () => import('@/features/policies/pages/policies-page'),
  },
  {
    to: '/tabs/information',
    label: 'Information',
    icon: FileSearch,
    preload: () => import('@/features/information/pages/information-page'),
  },
  {
    to: '/tabs/insights',
    label: 'Insights',
    icon: Lightbulb,
    preload: () => import('@/features/insights/pages/insights-page'),
  },
  {
    to: '/tabs/notifications',
    label: 'Notifications',
    icon: Bell,
    wide: true,
    badge: 'unread-notifications',
    preload: () => import('@/features/notifications/pages/notifications-page'),
  },
  {
    to: '/tabs/account',
    label: 'Account',
    icon: CircleUserRound,
    wide: true,
    preload: () => import('@/features/account/pages/account-page'),
  },
];
