import { Dropdown } from 'antd';
import { useState } from 'react';
import { SIZES, type Size, useAppStore } from '../app/app-store.js';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { HeaderButton } from './HeaderButton.js';
import { HEADER_TEXT } from './messages.js';

/** Component size for the whole console (default, medium, small, mini), kept as jnpf_size. */
export function SizeSelect() {
  const t = useText(HEADER_TEXT);
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((key) => ({ key, label: t(`sizes.${key}`) })),
        onClick: ({ key }) => setSize(key as Size),
      }}
    >
      <HeaderButton label={t('size')} icon={<Icon name="fontSize" />} menuOpen={open} />
    </Dropdown>
  );
}
