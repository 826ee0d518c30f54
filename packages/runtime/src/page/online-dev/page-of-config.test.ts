import { leaveRequestForm, leaveRequestList, type OnlineDevConfig } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { screenOfConfig } from './page-of-config.js';

const config: OnlineDevConfig = {
  id: 'model-1',
  fullName: '请假申请',
  enCode: 'leave',
  type: 1,
  webType: 2,
  version: 3,
  formData: JSON.stringify(leaveRequestForm),
  columnData: JSON.stringify(leaveRequestList),
};

describe('screenOfConfig', () => {
  it('makes a page bound to the model endpoints', () => {
    const screen = screenOfConfig(config);
    expect(screen.kind).toBe('page');
    if (screen.kind !== 'page') return;
    expect(screen.page.title).toBe('请假申请');
    expect(screen.page.list.columnList).toHaveLength(4);
    expect(screen.page.endpoints.create).toEqual({
      method: 'POST',
      url: '/api/visualdev/OnlineDev/model-1',
      wrap: 'dataText',
    });
  });

  it('makes a form alone for a model without a list', () => {
    expect(screenOfConfig({ ...config, webType: 1, columnData: null }).kind).toBe('form');
  });

  it('refuses text that is not the schema it should be', () => {
    expect(() => screenOfConfig({ ...config, formData: '{"kind":"list"}' })).toThrow('formData');
    expect(() => screenOfConfig({ ...config, columnData: 'nope' })).toThrow();
  });
});
