import { paths } from '@codekade/shared/routes';
import { Navigate, useLocation } from 'react-router-dom';
import type { ServiceName } from '../content/service-names';

/**
 * Sends an old service name to its canonical page, replacing the history entry so Back does not
 * bounce the visitor into the redirect again. Query and hash survive the move.
 */
export function ServiceAliasRedirect({ to }: { to: ServiceName }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.service(to), search, hash }} replace />;
}
