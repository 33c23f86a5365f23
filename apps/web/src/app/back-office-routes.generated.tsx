// Generated from shared/routing/screens.ts by `npm run screens`: do not edit.
import type { RouteObject } from 'react-router';
import { handle, screen } from './screen-route';

/** In the back office, behind the staff guard. */
export const backOfficeRoutes: RouteObject[] = [
  {
    path: 'work',
    handle: handle('My Work'),
    lazy: screen(
      () => import('@/back-office/features/work/pages/work-page'),
      (m) => m.WorkPage,
    ),
  },
  {
    path: 'clients',
    handle: handle('Clients'),
    lazy: screen(
      () => import('@/back-office/features/clients/pages/clients-page'),
      (m) => m.ClientsPage,
    ),
  },
  {
    path: 'clients/:id',
    handle: handle('Client', '/admin/clients'),
    lazy: screen(
      () => import('@/back-office/features/clients/pages/client-page'),
      (m) => m.ClientPage,
    ),
  },
  {
    path: 'amendments',
    handle: handle('Amendments'),
    lazy: screen(
      () => import('@/back-office/features/clients/pages/amendments-page'),
      (m) => m.AmendmentsPage,
    ),
  },
  {
    path: 'support',
    handle: handle('Support Requests'),
    lazy: screen(
      () => import('@/back-office/features/support/pages/support-requests-page'),
      (m) => m.SupportRequestsPage,
    ),
  },
  {
    path: 'reports',
    handle: handle('Reports'),
    lazy: screen(
      () => import('@/back-office/features/reports/pages/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: 'policies',
    handle: handle('Policies'),
    lazy: screen(
      () => import('@/back-office/features/policies/pages/policies-page'),
      (m) => m.PoliciesPage,
    ),
  },
  {
    path: 'policies/:id',
    handle: handle('Policy', '/admin/policies'),
    lazy: screen(
      () => import('@/back-office/features/policies/pages/policy-page'),
      (m) => m.PolicyPage,
    ),
  },
  {
    path: 'import',
    handle: handle('Import Files'),
    lazy: screen(
      () => import('@/back-office/features/policies/pages/import-page'),
      (m) => m.ImportPage,
    ),
  },
  {
    path: 'providers',
    handle: handle('Providers'),
    lazy: screen(
      () => import('@/back-office/features/providers/pages/providers-page'),
      (m) => m.ProvidersPage,
    ),
  },
  {
    path: 'due-diligence',
    handle: handle('Due Diligence'),
    lazy: screen(
      () => import('@/back-office/features/due-diligence/pages/reports-page'),
      (m) => m.ReportsPage,
    ),
  },
  {
    path: 'due-diligence/:id',
    handle: handle('Due Diligence Report', '/admin/due-diligence'),
    lazy: screen(
      () => import('@/back-office/features/due-diligence/pages/report-page'),
      (m) => m.ReportPage,
    ),
  },
  {
    path: 'messages',
    handle: handle('Messages'),
    lazy: screen(
      () => import('@/back-office/features/messages/pages/inbox-page'),
      (m) => m.InboxPage,
    ),
  },
  {
    path: 'messages/:id',
    handle: handle('Message Thread', '/admin/messages'),
    lazy: screen(
      () => import('@/back-office/features/messages/pages/thread-page'),
      (m) => m.ThreadPage,
    ),
  },
  {
    path: 'insights',
    handle: handle('Insights'),
    lazy: screen(
      () => import('@/back-office/features/insights/pages/insights-page'),
      (m) => m.InsightsPage,
    ),
  },
  {
    path: 'insights/:id',
    handle: handle('Insight', '/admin/insights'),
    lazy: screen(
      () => import('@/back-office/features/insights/pages/insight-page'),
      (m) => m.InsightPage,
    ),
  },
  {
    path: 'notifications',
    handle: handle('Notifications'),
    lazy: screen(
      () => import('@/back-office/features/notifications/pages/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'firm',
    handle: handle('Firm Profile'),
    lazy: screen(
      () => import('@/back-office/features/firm/pages/firm-page'),
      (m) => m.FirmPage,
    ),
  },
  {
    path: 'terms',
    handle: handle('Terms'),
    lazy: screen(
      () => import('@/back-office/features/terms/pages/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: 'staff',
    handle: handle('Staff'),
    lazy: screen(
      () => import('@/back-office/features/staff/pages/staff-page'),
      (m) => m.StaffPage,
    ),
  },
  {
    path: 'audit',
    handle: handle('Audit Log'),
    lazy: screen(
      () => import('@/back-office/features/audit/pages/audit-page'),
      (m) => m.AuditPage,
    ),
  },
  {
    path: 'profile',
    handle: handle('Your Profile'),
    lazy: screen(
      () => import('@/back-office/features/staff/pages/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
];
