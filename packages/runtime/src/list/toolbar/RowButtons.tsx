import type { ListButton } from '@formwork/schema';
import { Button } from 'antd';
import { ownOrDefault } from '../../i18n/instance.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import type { ExtraButton, ListRow } from '../types.js';

export type RowAction = 'edit' | 'remove' | 'detail';

export interface RowButtonsProps {
  row: ListRow;
  buttons: readonly ListButton<RowAction>[];
  onAction: (action: RowAction, row: ListRow) => void;
  /** The page's own buttons, drawn first. */
  extras?: readonly ExtraButton[];
  /** Whether this row offers one of the list's own buttons; all of them when absent. */
  shown?: (action: RowAction, row: ListRow) => boolean;
}

/** The row's edit, delete and detail links in the 操作 column. */
export function RowButtons({ row, buttons, onAction, extras = [], shown }: RowButtonsProps) {
  const t = useRuntimeText();
  const own = shown ? buttons.filter((button) => shown(button.value, row)) : buttons;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {extras
        .filter((button) => button.shownFor?.(row) ?? true)
        .map((button) => (
          <Button
            key={`extra:${button.key}`}
            type="link"
            size="small"
            danger={button.danger}
            onClick={() => button.onClick(row)}
          >
            {button.label}
          </Button>
        ))}
      {own.map((button) => (
        <Button
          key={button.value}
          type="link"
          size="small"
          danger={button.value === 'remove'}
          onClick={() => onAction(button.value, row)}
        >
          {ownOrDefault(button.label, t, `list.${button.value}`)}
        </Button>
      ))}
    </span>
  );
}

/** Room for the links: about 50 px each, never narrower than the header. */
export const rowButtonsWidth = (count: number) => Math.max(80, count * 50 + 16);
