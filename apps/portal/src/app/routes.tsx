import { Navigate, type RouteObject } from 'react-router';
import { VERIFY_EMAIL_PATH } from '@consult/domain';
import { NotFoundPage, RequireSignedIn } from '@consult/ui';
import { AgreementEditRedirect } from './features/agreement/AgreementEditRedirect';
import { NdaRedirect } from './features/nda/NdaRedirect';
import { AccountPage } from './pages/AccountPage';
import { ConsultingAgreementPage } from './pages/ConsultingAgreementPage';
import { ConsultingAgreementsPage } from './pages/ConsultingAgreementsPage';
import { EditProfilePage } from './pages/EditProfilePage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { MutualNdaPage } from './pages/MutualNdaPage';
import { NdaPage } from './pages/NdaPage';
import { AllPaymentMethodsPage } from './pages/AllPaymentMethodsPage';
import { PaymentDetailsPage } from './pages/PaymentDetailsPage';
import { PaymentMethodSelectionPage } from './pages/PaymentMethodSelectionPage';
import { ProfilePage } from './pages/ProfilePage';
import { RegisterPage } from './pages/RegisterPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SignedNdasPage } from './pages/SignedNdasPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';
import { PortalRoot } from './PortalRoot';

/** The portal's routes (req RULES-1), under one root (PortalRoot: a new page opens at its top). */
export const routes: RouteObject[] = [
  {
    element: <PortalRoot />,
    children: [
      { path: '/', element: <Navigate to="/profile" replace /> },
      { path: '/log-in', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      // Where the e-mailed verification link lands: signed in or not (issue 17).
      { path: VERIFY_EMAIL_PATH, element: <VerifyEmailPage /> },
      {
        path: '/profile',
        element: (
          <RequireSignedIn>
            <ProfilePage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/profile/edit',
        element: (
          <RequireSignedIn>
            <EditProfilePage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/account',
        element: (
          <RequireSignedIn>
            <AccountPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/mutual-nda',
        element: (
          <RequireSignedIn>
            <MutualNdaPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/mutual-nda/:id',
        element: (
          <RequireSignedIn>
            <NdaPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/nda/:id',
        element: (
          <RequireSignedIn>
            <NdaRedirect />
          </RequireSignedIn>
        ),
      },
      {
        path: '/signed-ndas',
        element: (
          <RequireSignedIn>
            <SignedNdasPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/consulting-agreements',
        element: (
          <RequireSignedIn>
            <ConsultingAgreementsPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/consulting-agreement',
        element: (
          <RequireSignedIn>
            <ConsultingAgreementPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/consulting-agreement/:id',
        element: (
          <RequireSignedIn>
            <ConsultingAgreementPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/consulting-agreement/:id/edit',
        element: (
          <RequireSignedIn>
            <AgreementEditRedirect />
          </RequireSignedIn>
        ),
      },
      {
        path: '/payment-method-selection',
        element: (
          <RequireSignedIn>
            <PaymentMethodSelectionPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/payment-details',
        element: (
          <RequireSignedIn>
            <PaymentDetailsPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/payment-details/:id',
        element: (
          <RequireSignedIn>
            <PaymentDetailsPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/payment-method/:id',
        element: (
          <RequireSignedIn>
            <PaymentDetailsPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/all-payment-methods',
        element: (
          <RequireSignedIn>
            <AllPaymentMethodsPage />
          </RequireSignedIn>
        ),
      },
      // The 404 (req SITE-2) leads back into the portal: the client's profile and documents (issue 18).
      {
        path: '*',
        element: (
          <NotFoundPage
            backLink={{ app: 'portal', to: '/profile', label: 'Your Profile' }}
            moreLinks={[
              { app: 'portal', to: '/consulting-agreements', label: 'Your Agreements' },
              { app: 'portal', to: '/signed-ndas', label: 'Your NDAs' },
              { app: 'marketing', to: '/', label: 'Back to Home', quiet: true },
            ]}
          />
        ),
      },
    ],
  },
];
