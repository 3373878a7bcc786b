import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RootShell } from './RootShell';
import { RouteError } from './RouteError';

/**
 * Every screen is a lazy route, so a first visit to /landing downloads only the shell and the landing chunk; the
 * auth client, forms and signed-in areas load when their routes are opened.
 */

const notFound = async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootShell,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./RootRedirect')).RootRedirect }) },
      { path: 'landing', lazy: async () => ({ Component: (await import('../features/landing/LandingPage')).LandingPage }) },
      { path: 'how-it-works', lazy: async () => ({ Component: (await import('../features/how-it-works/HowItWorksPage')).HowItWorksPage }) },
      ...['privacy-policy', 'privacy'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/legal/PrivacyPolicyPage')).PrivacyPolicyPage }),
      })),
      ...['terms-of-service', 'terms'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/legal/TermsOfServicePage')).TermsOfServicePage }),
      })),
      { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }) },
      { path: 'register', lazy: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }) },
      { path: 'forgot-password', lazy: async () => ({ Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage }) },
      { path: 'reset-password', lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }) },
      { path: 'email-verified', lazy: async () => ({ Component: (await import('../features/auth/EmailVerifiedPage')).EmailVerifiedPage }) },
      {
        lazy: async () => ({ Component: (await import('../features/auth/RequireAuth')).RequireAuth }),
        children: [
          { path: 'onboarding', lazy: async () => ({ Component: (await import('../features/onboarding/OnboardingPage')).OnboardingPage }) },
          {
            lazy: async () => ({ Component: (await import('../features/shell/AppLayout')).AppLayout }),
            children: [
              { path: 'dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/DashboardPage')).DashboardPage }) },
              { path: 'settings', lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }) },
              { path: 'credit-report', lazy: async () => ({ Component: (await import('../features/credit-report/CreditReportPage')).CreditReportPage }) },
              { path: 'dispute-letters', lazy: async () => ({ Component: (await import('../features/disputes/DisputeLettersPage')).DisputeLettersPage }) },
              { path: 'calendar', lazy: async () => ({ Component: (await import('../features/calendar/CalendarPage')).CalendarPage }) },
              { path: 'notifications', lazy: async () => ({ Component: (await import('../features/notifications/NotificationsPage')).NotificationsPage }) },
              { path: 'subscription', lazy: async () => ({ Component: (await import('../features/subscription/SubscriptionPage')).SubscriptionPage }) },
              { path: 'subscription/disclosure', lazy: async () => ({ Component: (await import('../features/subscription/DisclosurePage')).DisclosurePage }) },
              { path: 'subscription/contract', lazy: async () => ({ Component: (await import('../features/subscription/ContractPage')).ContractPage }) },
              {
                path: 'subscription/complete',
                lazy: async () => ({ Component: (await import('../features/subscription/CheckoutCompletePage')).CheckoutCompletePage }),
              },
              { path: 'repair-plan', lazy: async () => ({ Component: (await import('../features/plan/RepairPlanPage')).RepairPlanPage }) },
              { path: 'progress', lazy: async () => ({ Component: (await import('../features/progress/ProgressPage')).ProgressPage }) },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
