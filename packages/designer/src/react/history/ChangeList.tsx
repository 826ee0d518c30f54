import type { DesignChange } from '@formwork/schema';
import { List, Typography } from 'antd';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { type ChangeNames, changeText, isShownChange } from './change-text.js';

/** What changed between two versions, a line each; "no changes" when they are the same. */
export function ChangeList({ changes, names }: { changes: readonly DesignChange[]; names?: ChangeNames }) {
  const t = useDesignerText();
  const shown = changes.filter(isShownChange);
  if (shown.length === 0) return <Typography.Text type="secondary">{t('history.noChanges')}</Typography.Text>;
  return (
    <section aria-label={t('history.changes')}>
      <List
        size="small"
        dataSource={shown}
        renderItem={(change) => <List.Item>{changeText(t, change, names)}</List.Item>}
      />
    </section>
  );
}
