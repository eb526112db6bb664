import { Navigate, useParams } from 'react-router';

/** /nda/{id} (linked from the admin console's NDA tab) is /mutual-nda/{id} (req RULES-1). */
export function NdaRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/mutual-nda/${encodeURIComponent(id)}`} replace />;
}
