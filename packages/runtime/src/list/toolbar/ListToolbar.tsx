import type { ListButton } from '@formwork/schema';
import { Button, Space, Tooltip } from 'antd';
import { ownOrDefault } from '../../i18n/instance.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { ReloadIcon, SettingsIcon } from '../icons.js';
import type { ExtraButton } from '../types.js';
import { useListTexts } from '../use-list-texts.js';
import { ImportButton } from './ImportButton.js';

export type ToolbarAction = 'add' | 'download' | 'batchRemove' | 'batchPrint';
type ToolbarButton = ListButton<'add' | 'download' | 'upload' | 'batchRemove' | 'batchPrint'>;

export interface ListToolbarProps {
  /** Granted buttons, already limited to the actions this page can perform. */
  buttons: readonly ToolbarButton[];
  onAction: (action: ToolbarAction) => void;
  onReload: () => void;
  onColumns: () => void;
  /** The page's own buttons, drawn first. */
  extras?: readonly ExtraButton[];
  /** Where the `upload` button posts the chosen file; without it that button is not drawn. */
  importUrl?: string;
  /** After a successful import, e.g. reload. */
  onImported?: () => void;
  /** A tree table's 展开全部 and 折叠全部; not drawn without them. */
  onExpandAll?: () => void;
  onFoldAll?: () => void;
}

export function ListToolbar({
  buttons,
  onAction,
  onReload,
  onColumns,
  extras = [],
  importUrl,
  onImported,
  onExpandAll,
  onFoldAll,
}: ListToolbarProps) {
  const texts = useListTexts();
  const t = useRuntimeText();
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
          if (button.value === 'upload')
            return importUrl ? (
              <ImportButton
                key="upload"
                url={importUrl}
                label={button.label}
                {...(onImported && { onImported })}
              />
            ) : null;
          const action = button.value as ToolbarAction;
          return (
            <Button
              key={action}
              type={action === 'add' ? 'primary' : 'default'}
              danger={action === 'batchRemove'}
              onClick={() => onAction(action)}
            >
              {ownOrDefault(button.label, t, `list.${action}`)}
            </Button>
          );
        })}
      </Space>
      <Space>
        {onExpandAll && (
          <Button type="link" onClick={onExpandAll}>
            {texts.expandAll}
          </Button>
        )}
        {onFoldAll && (
          <Button type="link" onClick={onFoldAll}>
            {texts.foldAll}
          </Button>
        )}
        <Tooltip title={texts.refresh}>
          <Button type="text" aria-label={texts.refresh} icon={<ReloadIcon />} onClick={onReload} />
        </Tooltip>
        <Tooltip title={texts.columnSettings}>
          <Button type="text" aria-label={texts.columnSettings} icon={<SettingsIcon />} onClick={onColumns} />
        </Tooltip>
      </Space>
    </div>
  );
}
