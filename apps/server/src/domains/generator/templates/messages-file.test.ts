import { leaveRequestForm } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { moduleContext } from './context.js';
import { moduleWords } from './messages-file.js';

const contextWith = (settings: Record<string, string>) =>
  moduleContext(
    {
      id: 'm1',
      fullName: 'Leave',
      enCode: 'leave',
      version: 1,
      menuId: 'menu1',
      form: { ...leaveRequestForm, settings: { ...leaveRequestForm.settings, ...settings } },
      list: null,
    },
    {
      area: 'hr',
      className: 'Leave',
      description: '',
      routePath: '/hr/leave',
      fileNames: { list: 'LeaveList', form: 'LeaveForm', detail: 'LeaveDetail' },
      onlyGenerated: false,
    },
  );

describe('the words of a generated module', () => {
  it("words JNPF's stock button texts in every language, however they are spaced", () => {
    const words = moduleWords(contextWith({ confirmButtonText: '确 定', cancelButtonText: '取 消' }));
    expect(words.save).toEqual({ zh: '确定', zhtw: '確定', en: 'OK' });
    expect(words.cancel).toEqual({ zh: '取消', zhtw: '取消', en: 'Cancel' });
  });

  it("keeps a designer's own button words as written, having no translation of them", () => {
    const words = moduleWords(contextWith({ confirmButtonText: '提交申请' }));
    expect(words.save).toEqual({ zh: '提交申请', zhtw: '提交申请', en: '提交申请' });
    expect(words.createTitle).toEqual({ zh: '新建', zhtw: '新建', en: 'New' });
  });
});
