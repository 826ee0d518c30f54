import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { fakeServer } from '../testing/fake-server.js';
import { ADMIN_TOKEN, adminInfo, adminUser, ok } from '../testing/fixtures.js';
import { AVATAR_MAX_BYTES, AvatarUpload } from './AvatarUpload.js';

const UPLOAD = 'POST /api/file/Uploader/userAvatar';
const SET = 'PUT /api/permission/Users/Current/Avatar/a1b2c3.png';
const CURRENT = 'GET /api/oauth/CurrentUser';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  useSessionStore.setState({ token: ADMIN_TOKEN, userInfo: adminInfo() });
});

function pick(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the avatar upload of the profile page', () => {
  it('uploads the image, makes it the avatar and reads the user again so the header follows', async () => {
    const withAvatar = adminUser();
    withAvatar.userInfo.headIcon = '/api/file/Image/userAvatar/a1b2c3.png';
    const { calls } = fakeServer({
      [UPLOAD]: ok({ name: 'a1b2c3.png', url: '/api/file/Image/userAvatar/a1b2c3.png' }),
      [SET]: ok({ headIcon: '/api/file/Image/userAvatar/a1b2c3.png' }),
      [CURRENT]: ok(withAvatar),
    });
    const changed = vi.fn();
    render(
      <App>
        <AvatarUpload onChanged={changed} />
      </App>,
    );
    await act(async () =>
      pick(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })),
    );
    await waitFor(() => expect(changed).toHaveBeenCalled());
    const upload = calls.find((c) => `${c.method} ${c.path}` === UPLOAD);
    const body = upload?.config.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.png');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([UPLOAD, SET, CURRENT]);
    expect(useSessionStore.getState().userInfo?.headIcon).toBe('/api/file/Image/userAvatar/a1b2c3.png');
    expect(await screen.findByText('头像已更新')).toBeTruthy();
  });

  it('refuses a file that is no image, or too large, without sending it', async () => {
    const { calls } = fakeServer({});
    render(
      <App>
        <AvatarUpload onChanged={() => {}} />
      </App>,
    );
    await act(async () => pick(new File(['x'], 'notes.txt', { type: 'text/plain' })));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    await act(async () =>
      pick(new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })),
    );
    expect(await screen.findByText('图片大小超过2MB')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
