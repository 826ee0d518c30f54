import { Modal, Table } from 'antd';
import type { DesignerKey } from '../i18n/instance.js';
import { useDesignerText } from '../i18n/use-designer-text.js';

const KEYS: readonly [string, DesignerKey][] = [
  ['Ctrl/⌘ + Z', 'keys.undo'],
  ['Ctrl/⌘ + Shift + Z, Ctrl + Y', 'keys.redo'],
  ['Delete', 'keys.remove'],
  ['Ctrl/⌘ + C', 'keys.copy'],
  ['Ctrl/⌘ + V', 'keys.paste'],
  ['Ctrl/⌘ + D', 'keys.duplicate'],
  ['Alt + ↑', 'keys.moveUp'],
  ['Alt + ↓', 'keys.moveDown'],
  ['Alt + ←', 'keys.moveOut'],
  ['Alt + →', 'keys.moveIn'],
  ['Enter', 'keys.insert'],
  ['?', 'keys.help'],
];

/** The shortcut list `?` opens. */
export function HelpSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useDesignerText();
  return (
    <Modal open={open} title={t('keys.title')} onCancel={onClose} footer={null}>
      <Table
        size="small"
        pagination={false}
        rowKey="keys"
        showHeader={false}
        dataSource={KEYS.map(([keys, what]) => ({ keys, what: t(what) }))}
        columns={[{ dataIndex: 'keys', render: (keys: string) => <kbd>{keys}</kbd> }, { dataIndex: 'what' }]}
      />
    </Modal>
  );
}
