import { useParams } from 'react-router';
import { ADMIN_TEXT } from '../admin-messages';
import { AdminPage } from '../features/layout/AdminPage';
import { parseRouteId } from '../features/layout/route-id';
import { UserDetail } from '../features/user-detail/UserDetail';

/** /admin-users/{id}: one user's detail (req DOCS-2). */
export function AdminUserPage() {
  const { id } = useParams();
  const userId = parseRouteId(id);
  return (
    <AdminPage title={ADMIN_TEXT.userDetails}>
      <UserDetail key={userId ?? 'none'} id={userId} />
    </AdminPage>
  );
}
