import { Navigate, useLocation, useParams } from 'react-router-dom';

/** /redirect/:path*: shows the page again from scratch, which is how a tab refreshes. */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${path}${search}`} replace />;
}
