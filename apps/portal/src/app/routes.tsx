import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, RequireSignedIn } from '@consult/ui';
import { EditProfilePage } from './pages/EditProfilePage';
import { LoginPage } from './pages/LoginPage';
import { ProfilePage } from './pages/ProfilePage';
import { RegisterPage } from './pages/RegisterPage';

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
  { path: '*', element: <NotFoundPage /> },
];
