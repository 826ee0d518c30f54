import { request } from '../http/client.js';

const BASE = '/api/visualdev/Portal';

/** A portal the signed-in user may show as their home page. */
export interface PortalChoice {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
}

/** The calls of the home page's portal switcher, as JNPF's dashboard makes them. */
export const homePortalApi = {
  /** type 1: the portals this user may see, not every portal a menu entry may open. */
  choices: () =>
    request<{ list: PortalChoice[] }>({
      url: `${BASE}/Selector`,
      method: 'get',
      params: { platform: 'Web', type: '1' },
    }),
  setDefault: (id: string) =>
    request({
      url: `${BASE}/${encodeURIComponent(id)}/Actions/SetDefault`,
      method: 'put',
      params: { platform: 'Web' },
    }),
  clearDefault: () =>
    request({ url: `${BASE}/Actions/ClearDefault`, method: 'put', params: { platform: 'Web' } }),
};

/** Portals by category, categories in the order their first portal comes; '' for none. */
export function byCategory(portals: readonly PortalChoice[]): Array<[string, PortalChoice[]]> {
  const groups = new Map<string, PortalChoice[]>();
  for (const portal of portals) {
    const group = groups.get(portal.category);
    if (group) group.push(portal);
    else groups.set(portal.category, [portal]);
  }
  return [...groups];
}
