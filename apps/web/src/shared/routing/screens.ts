import { LANDING_TITLE } from './route-title-text';

/**
 * The screen manifest: every screen of the app once (SPEC §2). The router's screens, the tab bar, the
 * back office's nav, the page titles and the typed links (`appPath`) are generated from it (`npm run
 * screens`, app/screens-codegen.ts); the size check (scripts/check-size.ts) reads it. Plain data, loaded by
 * scripts only: the app never imports it, so its budgets and module names cost no screen a byte.
 */

/** KB of gzip JavaScript a screen may load before it shows (DESIGN.md). */
const LANDING_BUDGET = 90;
const SCREEN_BUDGET = 160;

/** Who may open a screen: `admin` screens pass the staff guard and are in the nav for admins only. */
export type Access = 'public' | 'client' | 'staff' | 'admin';

/**
 * What a screen is shown in: `bare` straight under the root (no API client), `page` alone with the API
 * client, `tabs` the signed-in shell with the tab bar, `back-office` the staff shell.
 */
export type Shell = 'bare' | 'page' | 'tabs' | 'back-office';

/** A Vite module id: the lazy route module's path from apps/web, as the Vite manifest names it. */
export type ModuleId = `src/${string}.${'ts' | 'tsx'}`;

export interface TabNav {
  label: string;
  /** The lucide-react icon's export name. */
  icon: string;
  /** Shown from the md breakpoint (768px) up only; on phones the header icons lead there. */
  wide?: true;
  badge?: 'unread-notifications';
}

/** The back office's sections, grouped as a firm works: people, money, content and inbox, the firm itself. */
export const BACK_OFFICE_GROUPS = ['Clients', 'Portfolios', 'Communication', 'Firm'] as const;

export interface BackOfficeNav {
  group: (typeof BACK_OFFICE_GROUPS)[number];
  label: string;
  icon: string;
  badge?: 'unread-messages';
}

interface ScreenFields<Id> {
  /** A React Router pattern. */
  path: string;
  /** The route renders the module's export named after its file (policy-view-page.tsx → PolicyViewPage). */
  module: ModuleId;
  /** The route runs the module's `loader` instead, which always redirects: nothing renders. */
  redirects?: true;
  title: string;
  /** Where the header's back button leads: a screen without parameters. */
  back?: Id;
  /** KB of gzip JavaScript, checked by `npm run size`. */
  budget: number;
}

export type Screen<Id = string> = ScreenFields<Id> &
  (
    | { access: 'public'; shell: 'bare' | 'page' }
    | { access: 'client'; shell: 'page' }
    | { access: 'client'; shell: 'tabs'; nav?: TabNav }
    | { access: 'staff' | 'admin'; shell: 'back-office'; nav?: BackOfficeNav }
  );

/** The parameter names of a React Router pattern: '/a/:id/b/:uuid' → 'id' | 'uuid'. */
export type ParamName<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The screens whose path has no parameters: the only possible back targets. */
type StaticIds<S> = {
  [K in keyof S]: S[K] extends { path: infer P } ? ([ParamName<P>] extends [never] ? K : never) : never;
}[keyof S];

function defineScreens<const S extends { [K in keyof S]: Screen<StaticIds<S>> }>(screens: S): S {
  return screens;
}

/** Addresses that only lead on to a screen (their loaders are in app/guards.ts). */
export const REDIRECTS = { login: '/login', tabs: '/tabs', admin: '/admin' } as const;

/** The layout modules a shell wraps its screens in, outermost first. */
export const LAYOUTS = {
  query: 'src/app/query-layout.tsx',
  tabs: 'src/app/tabs-layout.tsx',
  backOffice: 'src/back-office/back-office-layout.tsx',
} as const satisfies Record<string, ModuleId>;

/**
 * The back office's route table: not in the app's start-up files (a client never needs it), loaded as
 * the router first goes into /admin.
 */
export const BACK_OFFICE_ROUTES = 'src/app/back-office-routes.generated.tsx' satisfies ModuleId;

/** What a screen of each shell loads before its own module. */
export const SHELL_LAYOUTS: Record<Shell, readonly ModuleId[]> = {
  bare: [],
  page: [LAYOUTS.query],
  tabs: [LAYOUTS.query, LAYOUTS.tabs],
  'back-office': [LAYOUTS.query, BACK_OFFICE_ROUTES, LAYOUTS.backOffice],
};

/** The lazy modules the router loads for a screen: its shell's layouts, then its own. */
export function screenModules(screen: Screen): ModuleId[] {
  return [...SHELL_LAYOUTS[screen.shell], screen.module];
}

/** In order: the tab bar and each back-office group list their entries as they come here. */
export const SCREENS = defineScreens({
  landing: {
    path: '/',
    module: 'src/features/landing/pages/landing-page.tsx',
    title: LANDING_TITLE,
    access: 'public',
    shell: 'bare',
    budget: LANDING_BUDGET,
  },
  logout: {
    path: '/logout',
    module: 'src/app/logout-route.ts',
    redirects: true,
    title: 'Signing out',
    access: 'public',
    shell: 'bare',
    budget: SCREEN_BUDGET,
  },
  notFound: {
    path: '*',
    module: 'src/features/errors/pages/not-found-page.tsx',
    title: 'Page Not Found',
    access: 'public',
    shell: 'bare',
    budget: SCREEN_BUDGET,
  },
  loginForm: {
    path: '/login/form',
    module: 'src/features/auth/pages/login-page.tsx',
    title: 'Sign in',
    access: 'public',
    shell: 'page',
    budget: SCREEN_BUDGET,
  },
  invite: {
    path: '/invite/:code',
    module: 'src/features/auth/pages/invite-page.tsx',
    title: 'Create Password',
    access: 'public',
    shell: 'page',
    budget: SCREEN_BUDGET,
  },
  passwordReset: {
    path: '/password-reset/:code',
    module: 'src/features/auth/pages/password-reset-page.tsx',
    title: 'Reset Password',
    access: 'public',
    shell: 'page',
    budget: SCREEN_BUDGET,
  },
  support: {
    path: '/support',
    module: 'src/features/auth/pages/support-page.tsx',
    title: 'Contact Support',
    access: 'public',
    shell: 'page',
    budget: SCREEN_BUDGET,
  },
  welcome: {
    path: '/welcome',
    module: 'src/app/welcome-route.tsx',
    title: 'Welcome',
    access: 'client',
    shell: 'page',
    budget: SCREEN_BUDGET,
  },

  policies: {
    path: '/tabs/policies',
    module: 'src/features/policies/pages/policies-page.tsx',
    title: 'Policies',
    access: 'client',
    shell: 'tabs',
    nav: { label: 'Policies', icon: 'Wallet' },
    budget: SCREEN_BUDGET,
  },
  allowances: {
    path: '/tabs/policies/allowances',
    module: 'src/features/policies/pages/allowances-page.tsx',
    title: 'Allowances & Charges',
    back: 'policies',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  policy: {
    path: '/tabs/policies/view/:id',
    module: 'src/features/policies/pages/policy-view-page.tsx',
    title: 'Policy',
    back: 'policies',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  information: {
    path: '/tabs/information',
    module: 'src/features/information/pages/information-page.tsx',
    title: 'Information',
    access: 'client',
    shell: 'tabs',
    nav: { label: 'Information', icon: 'FileSearch' },
    budget: SCREEN_BUDGET,
  },
  provider: {
    path: '/tabs/information/view/:id',
    module: 'src/features/information/pages/provider-view-page.tsx',
    title: 'Provider',
    back: 'information',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  dueDiligence: {
    path: '/tabs/information/due-diligence',
    module: 'src/features/due-diligence/pages/due-diligence-page.tsx',
    title: 'Due Diligence',
    back: 'information',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  dueDiligenceReport: {
    path: '/tabs/information/due-diligence/report/:id',
    module: 'src/features/due-diligence/pages/report-page.tsx',
    title: 'Due Diligence Report',
    back: 'dueDiligence',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  providerReport: {
    path: '/tabs/information/due-diligence/:dd_uuid/report/:uuid',
    module: 'src/features/due-diligence/pages/provider-report-page.tsx',
    title: 'Provider Report',
    back: 'dueDiligence',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  insights: {
    path: '/tabs/insights',
    module: 'src/features/insights/pages/insights-page.tsx',
    title: 'Insights',
    access: 'client',
    shell: 'tabs',
    nav: { label: 'Insights', icon: 'Lightbulb' },
    budget: SCREEN_BUDGET,
  },
  insight: {
    path: '/tabs/insights/view/:id',
    module: 'src/features/insights/pages/insight-view-page.tsx',
    title: 'Insight',
    back: 'insights',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  content: {
    path: '/tabs/content/:id',
    module: 'src/features/content/pages/content-page.tsx',
    title: 'Content',
    back: 'notifications',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  notifications: {
    path: '/tabs/notifications',
    module: 'src/features/notifications/pages/notifications-page.tsx',
    title: 'Notifications',
    access: 'client',
    shell: 'tabs',
    nav: { label: 'Notifications', icon: 'Bell', wide: true, badge: 'unread-notifications' },
    budget: SCREEN_BUDGET,
  },
  messages: {
    path: '/tabs/messages',
    module: 'src/features/messages/pages/messages-page.tsx',
    title: 'Messages',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  account: {
    path: '/tabs/account',
    module: 'src/features/account/pages/account-page.tsx',
    title: 'Account',
    access: 'client',
    shell: 'tabs',
    nav: { label: 'Account', icon: 'CircleUserRound', wide: true },
    budget: SCREEN_BUDGET,
  },
  accountUpdate: {
    path: '/tabs/account/update',
    module: 'src/features/account/pages/account-update-page.tsx',
    title: 'Update Details',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  changePassword: {
    path: '/tabs/account/password',
    module: 'src/features/auth/pages/change-password-page.tsx',
    title: 'Change Password',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  mfaSetup: {
    path: '/tabs/account/mfa-setup',
    module: 'src/features/auth/pages/mfa-reset-page.tsx',
    title: 'Two-Factor Authentication',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  passkeys: {
    path: '/tabs/account/passkeys',
    module: 'src/features/passkeys/pages/passkeys-page.tsx',
    title: 'Passkeys',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  aboutVip: {
    path: '/tabs/about-vip',
    module: 'src/app/about-vip-route.tsx',
    title: 'About VIP',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  accountData: {
    path: '/tabs/account/data',
    module: 'src/features/account/pages/data-export-page.tsx',
    title: 'Your Data',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  emailPreferences: {
    path: '/tabs/account/email-preferences',
    module: 'src/features/account/pages/email-preferences-page.tsx',
    // 'Email Preferences' does not fit the phone's header beside its three icons.
    title: 'Emails',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  service: {
    path: '/tabs/account/service',
    module: 'src/features/service/pages/service-page.tsx',
    title: 'Your Service',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  security: {
    path: '/tabs/account/security',
    module: 'src/features/account/pages/security-page.tsx',
    title: 'Security',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  // Documents and the review are screens with a back target, not tabs: SPEC's five tabs stay as they are.
  documents: {
    path: '/tabs/documents',
    module: 'src/features/documents/pages/documents-page.tsx',
    title: 'Documents',
    back: 'account',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  document: {
    path: '/tabs/documents/view/:id',
    module: 'src/features/documents/pages/document-view-page.tsx',
    title: 'Document',
    back: 'documents',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },
  review: {
    path: '/tabs/review',
    module: 'src/features/review/pages/review-page.tsx',
    title: 'Annual Review',
    back: 'policies',
    access: 'client',
    shell: 'tabs',
    budget: SCREEN_BUDGET,
  },

  adminWork: {
    path: '/admin/work',
    module: 'src/back-office/features/work/pages/work-page.tsx',
    title: 'My Work',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Clients', label: 'My work', icon: 'ListTodo' },
    budget: SCREEN_BUDGET,
  },
  adminClients: {
    path: '/admin/clients',
    module: 'src/back-office/features/clients/pages/clients-page.tsx',
    title: 'Clients',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Clients', label: 'Clients', icon: 'Users' },
    budget: SCREEN_BUDGET,
  },
  adminClient: {
    path: '/admin/clients/:id',
    module: 'src/back-office/features/clients/pages/client-page.tsx',
    title: 'Client',
    back: 'adminClients',
    access: 'staff',
    shell: 'back-office',
    budget: SCREEN_BUDGET,
  },
  adminAmendments: {
    path: '/admin/amendments',
    module: 'src/back-office/features/clients/pages/amendments-page.tsx',
    title: 'Amendments',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Clients', label: 'Amendments', icon: 'ClipboardCheck' },
    budget: SCREEN_BUDGET,
  },
  adminSupport: {
    path: '/admin/support',
    module: 'src/back-office/features/support/pages/support-requests-page.tsx',
    title: 'Support Requests',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Clients', label: 'Support requests', icon: 'LifeBuoy' },
    budget: SCREEN_BUDGET,
  },
  adminReports: {
    path: '/admin/reports',
    module: 'src/back-office/features/reports/pages/reports-page.tsx',
    title: 'Reports',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Clients', label: 'Reports', icon: 'ChartColumn' },
    budget: SCREEN_BUDGET,
  },
  adminPolicies: {
    path: '/admin/policies',
    module: 'src/back-office/features/policies/pages/policies-page.tsx',
    title: 'Policies',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Portfolios', label: 'Policies', icon: 'Wallet' },
    budget: SCREEN_BUDGET,
  },
  adminPolicy: {
    path: '/admin/policies/:id',
    module: 'src/back-office/features/policies/pages/policy-page.tsx',
    title: 'Policy',
    back: 'adminPolicies',
    access: 'staff',
    shell: 'back-office',
    budget: SCREEN_BUDGET,
  },
  adminImport: {
    path: '/admin/import',
    module: 'src/back-office/features/policies/pages/import-page.tsx',
    title: 'Import Files',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Portfolios', label: 'Import files', icon: 'Upload' },
    budget: SCREEN_BUDGET,
  },
  adminProviders: {
    path: '/admin/providers',
    module: 'src/back-office/features/providers/pages/providers-page.tsx',
    title: 'Providers',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Portfolios', label: 'Providers', icon: 'Landmark' },
    budget: SCREEN_BUDGET,
  },
  adminDueDiligence: {
    path: '/admin/due-diligence',
    module: 'src/back-office/features/due-diligence/pages/reports-page.tsx',
    title: 'Due Diligence',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Portfolios', label: 'Due diligence', icon: 'FileSearch' },
    budget: SCREEN_BUDGET,
  },
  adminDueDiligenceReport: {
    path: '/admin/due-diligence/:id',
    module: 'src/back-office/features/due-diligence/pages/report-page.tsx',
    title: 'Due Diligence Report',
    back: 'adminDueDiligence',
    access: 'staff',
    shell: 'back-office',
    budget: SCREEN_BUDGET,
  },
  adminMessages: {
    path: '/admin/messages',
    module: 'src/back-office/features/messages/pages/inbox-page.tsx',
    title: 'Messages',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Communication', label: 'Messages', icon: 'MessagesSquare', badge: 'unread-messages' },
    budget: SCREEN_BUDGET,
  },
  adminThread: {
    path: '/admin/messages/:id',
    module: 'src/back-office/features/messages/pages/thread-page.tsx',
    title: 'Message Thread',
    back: 'adminMessages',
    access: 'staff',
    shell: 'back-office',
    budget: SCREEN_BUDGET,
  },
  adminInsights: {
    path: '/admin/insights',
    module: 'src/back-office/features/insights/pages/insights-page.tsx',
    title: 'Insights',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Communication', label: 'Insights', icon: 'Lightbulb' },
    budget: SCREEN_BUDGET,
  },
  adminInsight: {
    path: '/admin/insights/:id',
    module: 'src/back-office/features/insights/pages/insight-page.tsx',
    title: 'Insight',
    back: 'adminInsights',
    access: 'staff',
    shell: 'back-office',
    budget: SCREEN_BUDGET,
  },
  adminNotifications: {
    path: '/admin/notifications',
    module: 'src/back-office/features/notifications/pages/notifications-page.tsx',
    title: 'Notifications',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Communication', label: 'Notifications', icon: 'Bell' },
    budget: SCREEN_BUDGET,
  },
  adminFirm: {
    path: '/admin/firm',
    module: 'src/back-office/features/firm/pages/firm-page.tsx',
    title: 'Firm Profile',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Firm', label: 'Firm profile', icon: 'Building2' },
    budget: SCREEN_BUDGET,
  },
  adminTerms: {
    path: '/admin/terms',
    module: 'src/back-office/features/terms/pages/terms-page.tsx',
    title: 'Terms',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Firm', label: 'Terms', icon: 'ScrollText' },
    budget: SCREEN_BUDGET,
  },
  adminStaff: {
    path: '/admin/staff',
    module: 'src/back-office/features/staff/pages/staff-page.tsx',
    title: 'Staff',
    access: 'admin',
    shell: 'back-office',
    nav: { group: 'Firm', label: 'Staff', icon: 'UserCog' },
    budget: SCREEN_BUDGET,
  },
  adminAudit: {
    path: '/admin/audit',
    module: 'src/back-office/features/audit/pages/audit-page.tsx',
    title: 'Audit Log',
    access: 'admin',
    shell: 'back-office',
    nav: { group: 'Firm', label: 'Audit log', icon: 'History' },
    budget: SCREEN_BUDGET,
  },
  adminProfile: {
    path: '/admin/profile',
    module: 'src/back-office/features/staff/pages/profile-page.tsx',
    title: 'Your Profile',
    access: 'staff',
    shell: 'back-office',
    nav: { group: 'Firm', label: 'Your profile', icon: 'IdCard' },
    budget: SCREEN_BUDGET,
  },
});

export type ScreenId = keyof typeof SCREENS;
