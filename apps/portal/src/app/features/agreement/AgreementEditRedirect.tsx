import { Navigate, useParams } from 'react-router';

/** /consulting-agreement/{id}/edit (linked from the admin console) is `?mode=edit` (req RULES-1). */
export function AgreementEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/consulting-agreement/${encodeURIComponent(id)}?mode=edit`} replace />;
}
