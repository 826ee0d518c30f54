import { PageRenderer } from '@formwork/runtime';
import type { PageSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import {
  button,
  fakeTransport,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import sysConfigPage from './sys-config.page.json';

const CONFIG = '/api/system/SysConfig';
const SETTINGS = {
  sysName: 'Formwork',
  tokenTimeout: 480,
  verificationCodeNumber: 4,
  passwordErrorsNumber: 5,
  lockTime: 10,
  passwordLengthMinNumber: 6,
  logRetentionDays: 30,
  uploadOpenMax: 10,
  uploadPendingMaxMb: 4096,
  allowedExtensions: 'jpg,png,pdf,docx',
};

describe('the system settings page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the site’s allowed file types under 上传 and saves them as edited', async () => {
    const fake = fakeTransport((request) =>
      request.url === CONFIG && request.method === 'GET' ? SETTINGS : null,
    );
    renderWithRuntime(
      <PageRenderer schema={sysConfigPage as unknown as PageSchema} menuId="m" />,
      fake.transport,
      [
        {
          moduleName: '系统配置',
          modelId: 'm',
          button: [{ id: 'b1', fullName: '编辑', enCode: 'btn_edit' }],
          column: [],
          form: [],
          resource: [],
        },
      ],
    );
    fireEvent.click(await screen.findByText('上传'));
    const box = (await screen.findByDisplayValue('jpg,png,pdf,docx')) as HTMLTextAreaElement;
    expect(screen.getByText('允许上传的文件类型')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'jpg,png' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fake.matching('PUT', CONFIG)).toHaveLength(1));
    expect(fake.matching('PUT', CONFIG)[0]?.data).toMatchObject({ allowedExtensions: 'jpg,png' });
  });
});
