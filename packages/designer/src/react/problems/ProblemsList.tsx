import { List, Typography } from 'antd';
import { problemsOf } from '../../core/index.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useList } from '../list/use-list.js';
import { useSchema, useSession } from '../session/context.js';

/** Every problem of the form, live; clicking one selects the field it is about. */
export function ProblemsList({ onPick }: { onPick?: () => void }) {
  const t = useDesignerText();
  const session = useSession();
  useSchema();
  useList();
  const problems = problemsOf(session.document);
  if (problems.length === 0) return <Typography.Text type="success">{t('problems.none')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={[...problems]}
      renderItem={(problem) => {
        const field = problem.nodeId === null ? undefined : session.document.nodeById(problem.nodeId);
        const where = field
          ? field.label || field.vModel || field.jnpfKey
          : problem.path.startsWith('list.')
            ? t('problems.list')
            : t('problems.form');
        return (
          <List.Item>
            <Typography.Link
              onClick={() => {
                if (problem.nodeId === null) session.selection.clear();
                else session.selection.select(problem.nodeId);
                onPick?.();
              }}
            >
              {where}
            </Typography.Link>
            <Typography.Text type="danger" style={{ marginLeft: 8, fontSize: 12 }}>
              {problem.property && `${problem.property}: `}
              {session.describe(problem)}
            </Typography.Text>
          </List.Item>
        );
      }}
    />
  );
}
