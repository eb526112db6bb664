import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, RequireSignedIn } from '@consult/ui';
import { EditProfilePage } from './pages/EditProfilePage';
import { NdaRedirect } from './features/nda/NdaRedirect';
import { LoginPage } from './pages/LoginPage';
import { MutualNdaPage } from './pages/MutualNdaPage';
import { NdaPage } from './pages/NdaPage';
import { ProfilePage } from './pages/ProfilePage';
import { RegisterPage } from './pages/RegisterPage';
import { SignedNdasPage } from './pages/SignedNdasPage';

/** The portal's routes (DECISIONS §1); the document and payment routes come with their issues. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/profile" replace /> },
  { path: '/log-in', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
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
  { path: '*', element: <NotFoundPage /> },
];
