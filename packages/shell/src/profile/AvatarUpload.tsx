import { UploadOutlined } from '@ant-design/icons';
import { Button, message, Upload } from 'antd';
import { useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { currentUserApi } from './current-user-api.js';
import { PROFILE_TEXT } from './messages.js';

/** An avatar is shown small everywhere: 2 MB is plenty for one, and keeps the header quick. */
export const AVATAR_MAX_BYTES = 2 * 1_048_576;
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Picks an image, uploads it as a userAvatar file and makes it the user's avatar; the header
 * and every other place showing the avatar follow once the current user is read again.
 */
export function AvatarUpload({ onChanged }: { onChanged(): void }) {
  const t = useText(PROFILE_TEXT);
  const [busy, setBusy] = useState(false);
  const use = async (file: File) => {
    setBusy(true);
    try {
      const { data } = await currentUserApi.uploadAvatar(file);
      if (!data?.name) return;
      await currentUserApi.setAvatar(data.name);
      await useSessionStore.getState().loadCurrentUser();
      onChanged();
      void message.success(t('avatarSaved'));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      accept={[...IMAGE_TYPES].join(',')}
      showUploadList={false}
      beforeUpload={(file) => {
        if (!IMAGE_TYPES.has(file.type)) void message.error(t('avatarNotImage'));
        else if (file.size > AVATAR_MAX_BYTES) void message.error(t('avatarTooBig', { size: 2 }));
        else void use(file);
        // The upload is sent here, through the session's client, not by antd's own request.
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {t('avatarPick')}
      </Button>
    </Upload>
  );
}
