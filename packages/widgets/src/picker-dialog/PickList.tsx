import { Spin, Typography, theme } from 'antd';
import { EmptyList } from './EmptyList.js';
import type { PickedItem } from './selection.js';

export interface PickListProps {
  items: readonly PickedItem[];
  loading?: boolean;
  onPick(key: string): void;
}

/** A flat list to pick from (search results, a tab's users): each row is a button. */
export function PickList({ items, loading, onPick }: PickListProps) {
  const { token } = theme.useToken();
  if (loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (items.length === 0) return <EmptyList />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            onClick={() => onPick(item.key)}
            style={{
              display: 'block',
              width: '100%',
              padding: '6px 8px',
              border: 0,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              background: 'none',
              textAlign: 'left',
              cursor: 'pointer',
            }}
          >
            <Typography.Text ellipsis>{item.label}</Typography.Text>
            {item.description && (
              <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                {item.description}
              </Typography.Text>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
