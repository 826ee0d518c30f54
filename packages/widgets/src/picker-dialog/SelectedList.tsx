import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography, theme } from 'antd';
import { useWidgetText } from '../i18n/index.js';
import { EmptyList } from './EmptyList.js';
import type { PickedItem } from './selection.js';

export interface SelectedListProps {
  items: readonly PickedItem[];
  onRemove(key: string): void;
  onClear(): void;
}

/** The dialog's right pane: what is chosen so far, each removable, and 清空列表 for all of it. */
export function SelectedList({ items, onRemove, onClear }: SelectedListProps) {
  const { token } = theme.useToken();
  const t = useWidgetText();
  return (
    <section
      aria-label={t('picker.selected')}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', height: 32 }}>
        <span>{t('picker.selected')}</span>
        <Button type="link" size="small" autoInsertSpace={false} onClick={onClear}>
          {t('picker.clearAll')}
        </Button>
      </header>
      {items.length === 0 ? (
        <EmptyList />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto' }}>
          {items.map((item) => (
            <li
              key={item.key}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '6px 4px',
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              <span style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis>{item.label}</Typography.Text>
                {item.description && (
                  <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                    {item.description}
                  </Typography.Text>
                )}
              </span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('picker.remove', { label: item.label })}
                onClick={() => onRemove(item.key)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
