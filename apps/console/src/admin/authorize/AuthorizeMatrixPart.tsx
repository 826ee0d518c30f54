import type { PagePartProps } from '@formwork/runtime';
import { AuthorizeMatrix } from './AuthorizeMatrix.js';

/** The matrix as a page schema's `authorizeMatrix` part: the row is the role to grant. */
export default function AuthorizeMatrixPart({ row, close }: PagePartProps) {
  const roleId = row ? String(row.id ?? '') : '';
  if (!roleId) return null;
  const roleName = typeof row?.fullName === 'string' ? row.fullName : undefined;
  return (
    <AuthorizeMatrix
      roleId={roleId}
      roleName={roleName}
      onSaved={() => close(true)}
      onCancel={() => close()}
    />
  );
}
