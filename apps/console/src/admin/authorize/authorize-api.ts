import { request } from '@formwork/shell';
import type { AuthorizeSteps, Ticks } from './authorize-tree.js';

const AUTHORITY = '/api/permission/Authority/Data';

/** Every kind's tree at once, with what the role holds: the screen moves between kinds freely. */
export async function loadRoleGrants(roleId: string): Promise<AuthorizeSteps> {
  const answer = await request<AuthorizeSteps>({
    method: 'POST',
    url: `${AUTHORITY}/${encodeURIComponent(roleId)}/Values`,
    data: { objectType: 'Role' },
  });
  if (!answer.data) throw new Error('empty authorization answer');
  return answer.data;
}

/** Replaces what the role holds of every kind; answers the server's message. */
export async function saveRoleGrants(roleId: string, grants: Ticks): Promise<string> {
  const answer = await request({
    method: 'PUT',
    url: `${AUTHORITY}/${encodeURIComponent(roleId)}`,
    data: { objectType: 'Role', ...grants },
  });
  return answer.msg;
}
