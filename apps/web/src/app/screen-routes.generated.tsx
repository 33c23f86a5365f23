// Generated from shared/routing/screens.ts by `npm run screens`: do not edit.
import type { RouteObject } from 'react-router';
import { handle, screen } from './screen-route';

/** Public, straight under the root: no API client. */
export const bareRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle('Client Portal'),
    lazy: screen(
      () => import('@/features/landing/pages/landing-page'),
      (m) => m.LandingPage,
    ),
  },
  {
    path: 'logout',
    handle: handle('Signing out'),
    lazy: async () => ({ loader: (await import('./logout-route')).loader }),
  },
  {
    path: '*',
    handle: handle('Page Not Found'),
    lazy: screen(
      () => import('@/features/errors/pages/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** Public, with the API client. */
export const publicRoutes: RouteObject[] = [
  {
    path: 'login/form',
    handle: handle('Sign in'),
    lazy: screen(
      () => import('@/features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'invite/:code',
    handle: handle('Create Password'),
    lazy: screen(
      () => import('@/features/auth/pages/invite-page'),
      (m) => m.InvitePage,
    ),
  },
  {
    path: 'password-reset/:code',
    handle: handle('Reset Password'),
    lazy: screen(
      () => import('@/features/auth/pages/password-reset-page'),
      (m) => m.PasswordResetPage,
    ),
  },
  {
    path: 'support',
    handle: handle('Contact Support'),
    lazy: screen(
      () => import('@/features/auth/pages/support-page'),
      (m) => m.SupportPage,
    ),
  },
];

/** Behind the login guard, without the tabs. */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'welcome',
    handle: handle('Welcome'),
    lazy: screen(
      () => import('./welcome-route'),
      (m) => m.WelcomeRoute,
    ),
  },
];

/** In the tabs shell, behind the login guard. */
export const tabRoutes: RouteObject[] = [
  {
    path: 'policies',
    handle: handle('Policies'),
    lazy: screen(
      () => import('@/features/policies/pages/policies-page'),
      (m) => m.PoliciesPage,
    ),
  },
  {
    path: 'policies/allowances',
    handle: handle('Allowances & Charges', '/tabs/policies'),
    lazy: screen(
      () => import('@/features/policies/pages/allowances-page'),
      (m) => m.AllowancesPage,
    ),
  },
  {
    path: 'policies/view/:id',
    handle: handle('Policy', '/tabs/policies'),
    lazy: screen(
      () => import('@/features/policies/pages/policy-view-page'),
      (m) => m.PolicyViewPage,
    ),
  },
  {
    path: 'information',
    handle: handle('Information'),
    lazy: screen(
      () => import('@/features/information/pages/information-page'),
      (m) => m.InformationPage,
    ),
  },
  {
    path: 'information/view/:id',
    handle: handle('Provider', '/tabs/information'),
    lazy: screen(
      () => import('@/features/information/pages/provider-view-page'),
      (m) => m.ProviderViewPage,
    ),
  },
  {
    path: 'information/due-diligence',
    handle: handle('Due Diligence', '/tabs/information'),
    lazy: screen(
      () => import('@/features/due-diligence/pages/due-diligence-page'),
      (m) => m.DueDiligencePage,
    ),
  },
  {
    path: 'information/due-diligence/report/:id',
    handle: handle('Due Diligence Report', '/tabs/information/due-diligence'),
    lazy: screen(
      () => import('@/features/due-diligence/pages/report-page'),
      (m) => m.ReportPage,
    ),
  },
  {
    path: 'information/due-diligence/:dd_uuid/report/:uuid',
    handle: handle('Provider Report', '/tabs/information/due-diligence'),
    lazy: screen(
      () => import('@/features/due-diligence/pages/provider-report-page'),
      (m) => m.ProviderReportPage,
    ),
  },
  {
    path: 'insights',
    handle: handle('Insights'),
    lazy: screen(
      () => import('@/features/insights/pages/insights-page'),
      (m) => m.InsightsPage,
    ),
  },
  {
    path: 'insights/view/:id',
    handle: handle('Insight', '/tabs/insights'),
    lazy: screen(
      () => import('@/features/insights/pages/insight-view-page'),
      (m) => m.InsightViewPage,
    ),
  },
  {
    path: 'content/:id',
    handle: handle('Content', '/tabs/notifications'),
    lazy: screen(
      () => import('@/features/content/pages/content-page'),
      (m) => m.ContentPage,
    ),
  },
  {
    path: 'notifications',
    handle: handle('Notifications'),
    lazy: screen(
      () => import('@/features/notifications/pages/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'messages',
    handle: handle('Messages'),
    lazy: screen(
      () => import('@/features/messages/pages/messages-page'),
      (m) => m.MessagesPage,
    ),
  },
  {
    path: 'account',
    handle: handle('Account'),
    lazy: screen(
      () => import('@/features/account/pages/account-page'),
      (m) => m.AccountPage,
    ),
  },
  {
    path: 'account/update',
    handle: handle('Update Details', '/tabs/account'),
    lazy: screen(
      () => import('@/features/account/pages/account-update-page'),
      (m) => m.AccountUpdatePage,
    ),
  },
  {
    path: 'account/password',
    handle: handle('Change Password', '/tabs/account'),
    lazy: screen(
      () => import('@/features/auth/pages/change-password-page'),
      (m) => m.ChangePasswordPage,
    ),
  },
  {
    path: 'account/mfa-setup',
    handle: handle('Two-Factor Authentication', '/tabs/account'),
    lazy: screen(
      () => import('@/features/auth/pages/mfa-reset-page'),
      (m) => m.MfaResetPage,
    ),
  },
  {
    path: 'account/passkeys',
    handle: handle('Passkeys', '/tabs/account'),
    lazy: screen(
      () => import('@/features/passkeys/pages/passkeys-page'),
      (m) => m.PasskeysPage,
    ),
  },
  {
    path: 'about-vip',
    handle: handle('About VIP', '/tabs/account'),
    lazy: screen(
      () => import('./about-vip-route'),
      (m) => m.AboutVipRoute,
    ),
  },
  {
    path: 'account/data',
    handle: handle('Your Data', '/tabs/account'),
    lazy: screen(
      () => import('@/features/account/pages/data-export-page'),
      (m) => m.DataExportPage,
    ),
  },
  {
    path: 'account/email-preferences',
    handle: handle('Emails', '/tabs/account'),
    lazy: screen(
      () => import('@/features/account/pages/email-preferences-page'),
      (m) => m.EmailPreferencesPage,
    ),
  },
  {
    path: 'account/service',
    handle: handle('Your Service', '/tabs/account'),
    lazy: screen(
      () => import('@/features/service/pages/service-page'),
      (m) => m.ServicePage,
    ),
  },
  {
    path: 'account/security',
    handle: handle('Security', '/tabs/account'),
    lazy: screen(
      () => import('@/features/account/pages/security-page'),
      (m) => m.SecurityPage,
    ),
  },
  {
    path: 'documents',
    handle: handle('Documents', '/tabs/account'),
    lazy: screen(
      () => import('@/features/documents/pages/documents-page'),
      (m) => m.DocumentsPage,
    ),
  },
  {
    path: 'documents/view/:id',
    handle: handle('Document', '/tabs/documents'),
    lazy: screen(
      () => import('@/features/documents/pages/document-view-page'),
      (m) => m.DocumentViewPage,
    ),
  },
  {
    path: 'review',
    handle: handle('Annual Review', '/tabs/policies'),
    lazy: screen(
      () => import('@/features/review/pages/review-page'),
      (m) => m.ReviewPage,
    ),
  },
];

/** The shells' layouts. */
export const layouts = {
  query: screen(
    () => import('./query-layout'),
    (m) => m.QueryLayout,
  ),
  tabs: screen(
    () => import('./tabs-layout'),
    (m) => m.TabsLayout,
  ),
  backOffice: screen(
    () => import('@/back-office/back-office-layout'),
    (m) => m.BackOfficeLayout,
  ),
};
