import { describe, expect, it } from 'vitest';
import { validatePortal } from './validate-portal.js';

const portal = (cards: unknown[]) => ({ version: 1, kind: 'portal', cards });

describe('validatePortal', () => {
  it('takes one card of each kind', () => {
    expect(
      validatePortal(
        portal([
          { id: 'a', type: 'count', title: '用户', span: 6, query: 'users' },
          { id: 'b', type: 'chart', title: '请假', span: 12, interfaceId: 'i1', chart: 'bar' },
          { id: 'c', type: 'list', title: '公告', span: 12, source: 'notices', limit: 5 },
          { id: 'd', type: 'shortcuts', title: '常用', span: 12, menuIds: ['m1'] },
        ]),
      ),
    ).toEqual([]);
  });

  it('names what is wrong by its path', () => {
    const problems = validatePortal(
      portal([
        { id: 'a', type: 'count', title: 'x', span: 30 },
        { id: 'a', type: 'chart', title: 'y', span: 6, chart: 'radar', interfaceId: 'i' },
        { id: 'c', type: 'list', title: 'z', span: 6, source: 'interface', colour: 'red' },
        { id: 'd', type: 'gauge', title: 'w', span: 6 },
      ]),
    ).map((problem) => problem.path);
    expect(problems).toEqual(
      expect.arrayContaining([
        'cards.0.span',
        'cards.0.interfaceId',
        'cards.1.id',
        'cards.1.chart',
        'cards.2',
        'cards.3.type',
      ]),
    );
  });

  it('refuses what is not a portal', () => {
    expect(validatePortal({ version: 1, kind: 'page', cards: [] }).length).toBeGreaterThan(0);
    expect(validatePortal('x').length).toBeGreaterThan(0);
  });
});
