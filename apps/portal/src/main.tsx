import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@consult/ui';
import { appConfig } from './config';
import { EmailVerificationBanner } from './app/features/email-verification/EmailVerificationBanner';
import { routes } from './app/routes';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders
      app="portal"
      urls={appConfig.urls}
      apiBaseUrl={appConfig.apiBaseUrl}
      pageNotice={<EmailVerificationBanner />}
    >
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
