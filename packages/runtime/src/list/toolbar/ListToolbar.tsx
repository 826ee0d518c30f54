import type { ListButton } from '@formwork/schema';
import { Button, Space, Tooltip } from 'antd';
import { ReloadIcon, SettingsIcon } from '../icons.js';
import { LIST_TEXT } from '../texts.js';
import type { ExtraButton } from '../types.js';

export type ToolbarAction = 'add' | 'download' | 'batchRemove';
type ToolbarButton = ListButton<'add' | 'download' | 'upload' | 'batchRemove' | 'batchPrint'>;

const DEFAULT_LABELS: Record<ToolbarAction, string> = {
  add: LIST_TEXT.add,
  download: LIST_TEXT.download,
  batchRemove: LIST_TEXT.batchRemove,
};

export interface ListToolbarProps {
  /** Granted buttons, already limited to the actions this page can perform. */
  buttons: readonly ToolbarButton[];
  onAction: (action: ToolbarAction) => void;
  onReload: () => void;
  onColumns: () => void;
  /** The page's own buttons, drawn first. */
  extras?: readonly ExtraButton[];
}

export function ListToolbar({ buttons, onAction, onReload, onColumns, extras = [] }: ListToolbarProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
      <Space wrap>
        {extras.map((button) => (
          <Button
            key={`extra:${button.key}`}
            type={button.primary ? 'primary' : 'default'}
            danger={button.danger}
            onClick={() => button.onClick()}
          >
            {button.label}
          </Button>
        ))}
        {buttons.map((button) => {
          const action = button.value as ToolbarAction;
          return (
            <Button
              key={action}
              type={action === 'add' ? 'primary' : 'default'}
              danger={action === 'batchRemove'}
              onClick={() => onAction(action)}
            >
              {button.label || DEFAULT_LABELS[action]}
            </Button>
          );
        })}
      </Space>
      <Space>
        <Tooltip title={LIST_TEXT.refresh}>
          <Button type="text" aria-label={LIST_TEXT.refresh} icon={<ReloadIcon />} onClick={onReload} />
        </Tooltip>
        <Tooltip title={LIST_TEXT.columnSettings}>
          <Button
            type="text"
            aria-label={LIST_TEXT.columnSettings}
            icon={<SettingsIcon />}
            onClick={onColumns}
          />
        </Tooltip>
      </Space>
    </div>
  );
}
