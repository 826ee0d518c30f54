import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_VISITS, recordVisit, useRecentVisitsStore, visitsOf } from './recent-visits.js';

beforeEach(() => useRecentVisitsStore.setState({ byUser: {} }));

describe('recent visits', () => {
  it('keeps the newest first, once per path, per user, in browser storage', () => {
    recordVisit('u1', { path: '/permission/user', title: '用户管理', time: 1 });
    recordVisit('u1', { path: '/system/area', title: '行政区划', time: 2 });
    recordVisit('u1', { path: '/permission/user', title: '用户管理', time: 3 });
    recordVisit('u2', { path: '/system/area', title: '行政区划', time: 4 });

    expect(visitsOf('u1').map((visit) => [visit.path, visit.time])).toEqual([
      ['/permission/user', 3],
      ['/system/area', 2],
    ]);
    expect(visitsOf('u2')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('jnpf_recentVisits_u1') ?? '[]')).toHaveLength(2);

    // A new page load reads them back.
    useRecentVisitsStore.setState({ byUser: {} });
    expect(visitsOf('u1')[0]?.title).toBe('用户管理');
  });

  it(`keeps at most ${MAX_VISITS}`, () => {
    for (let index = 0; index < 12; index += 1) recordVisit('u1', { path: `/p${index}`, title: `P${index}` });
    expect(visitsOf('u1')).toHaveLength(MAX_VISITS);
    expect(visitsOf('u1')[0]?.path).toBe('/p11');
  });
});
