import type { ListButton } from '@formwork/schema';
import { Button, Space, Tooltip } from 'antd';
import { ReloadIcon, SettingsIcon } from '../icons.js';
import { LIST_TEXT } from '../texts.js';

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
}

export function ListToolbar({ buttons, onAction, onReload, onColumns }: ListToolbarProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
      <Space wrap>
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
