import { lazy, type ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import { SiteLayout } from './layout/site-layout'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found-page'
import { RouteErrorPage } from './pages/route-error-page'

/** React.lazy for a named export, so page files keep `export function XPage`. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }))
}

// Everything but the landing page and the 404 is split into its own chunk.
const EstimatePage = lazyPage(() => import('./pages/estimate-page'), 'EstimatePage')
const QuoteCheckPage = lazyPage(() => import('./pages/quote-check-page'), 'QuoteCheckPage')
const ProfessionalPage = lazyPage(() => import('./pages/professional-page'), 'ProfessionalPage')
const EstimateFreemiumPage = lazyPage(() => import('./pages/estimate-freemium-page'), 'EstimateFreemiumPage')
const PaymentSuccessPage = lazyPage(() => import('./pages/payment-success-page'), 'PaymentSuccessPage')
const ReportAccessPage = lazyPage(() => import('./pages/report-access-page'), 'ReportAccessPage')
const SubscribePage = lazyPage(() => import('./pages/subscribe-page'), 'SubscribePage')
const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage')
const NewProjectPage = lazyPage(() => import('./pages/new-project-page'), 'NewProjectPage')
const ProjectPage = lazyPage(() => import('./pages/project-page'), 'ProjectPage')
const MethodologyPage = lazyPage(() => import('./pages/methodology-page'), 'MethodologyPage')
const TermsPage = lazyPage(() => import('./pages/terms-page'), 'TermsPage')
const PrivacyPage = lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage')
const CookiesPage = lazyPage(() => import('./pages/cookies-page'), 'CookiesPage')
const RefundsPage = lazyPage(() => import('./pages/refunds-page'), 'RefundsPage')
const DisclaimerPage = lazyPage(() => import('./pages/disclaimer-page'), 'DisclaimerPage')
const AboutPage = lazyPage(() => import('./pages/about-page'), 'AboutPage')
const ContactPage = lazyPage(() => import('./pages/contact-page'), 'ContactPage')
const SupportPage = lazyPage(() => import('./pages/support-page'), 'SupportPage')
const SignUpPage = lazyPage(() => import('./pages/sign-up-page'), 'SignUpPage')
const SignInPage = lazyPage(() => import('./pages/sign-in-page'), 'SignInPage')
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage')
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage')
const AccountPage = lazyPage(() => import('./pages/account-page'), 'AccountPage')
const AccountApiPage = lazyPage(() => import('./pages/account-api-page'), 'AccountApiPage')
const AccountTeamPage = lazyPage(() => import('./pages/account-team-page'), 'AccountTeamPage')
const TeamAcceptPage = lazyPage(() => import('./pages/team-accept-page'), 'TeamAcceptPage')
const BillingPortalPage = lazyPage(() => import('./pages/billing-portal-page'), 'BillingPortalPage')
const ContractorsPage = lazyPage(() => import('./pages/contractors-page'), 'ContractorsPage')
const ContractorsJoinPage = lazyPage(() => import('./pages/contractors-join-page'), 'ContractorsJoinPage')

/** Every docs/product/screens.md route. Tests mount these with createMemoryRouter. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        // A pathless child keeps the header and footer visible when a page fails.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          // One route: the wizard stays mounted when its result's address (/estimate/{id}) replaces /estimate.
          { path: 'estimate/:id?', element: <EstimatePage /> },
          { path: 'professional/:id?', element: <ProfessionalPage /> },
          { path: 'estimate-freemium/:id?', element: <EstimateFreemiumPage /> },
          { path: 'quote-check/:estimateId', element: <QuoteCheckPage /> },
          { path: 'payment-success', element: <PaymentSuccessPage /> },
          { path: 'payment-success/:reportId', element: <PaymentSuccessPage /> },
          { path: 'reports/access', element: <ReportAccessPage /> },
          { path: 'subscribe', element: <SubscribePage /> },
          { path: 'subscribe/:tier', element: <SubscribePage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'projects/new', element: <NewProjectPage /> },
          { path: 'projects/:id', element: <ProjectPage /> },
          { path: 'methodology', element: <MethodologyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'cookies', element: <CookiesPage /> },
          { path: 'refunds', element: <RefundsPage /> },
          // docs/product/decisions.md: /refund-policy is the same page as /refunds.
          { path: 'refund-policy', element: <Navigate to="/refunds" replace /> },
          { path: 'disclaimer', element: <DisclaimerPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'account/api', element: <AccountApiPage /> },
          { path: 'account/team', element: <AccountTeamPage /> },
          { path: 'team/accept', element: <TeamAcceptPage /> },
          { path: 'account/billing', element: <BillingPortalPage /> },
          { path: 'contractors', element: <ContractorsPage /> },
          { path: 'contractors/join', element: <ContractorsJoinPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
