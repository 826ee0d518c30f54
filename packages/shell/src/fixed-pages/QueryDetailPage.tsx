import { Alert, Button, Card, Descriptions, Empty, Flex, Typography, theme } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { type TextKey, useText } from '../i18n/i18n.js';
import { FIXED_PAGES_TEXT } from './messages.js';
import { displayValue, type ReadableValue, readQuery } from './query-values.js';

/** Title keys of the fixed routes whose features have not arrived yet. */
const TITLES: Record<string, TextKey<typeof FIXED_PAGES_TEXT>> = {
  '/workFlowDetail': 'workFlowDetail',
  '/emailDetail': 'emailDetail',
  '/salaryimportDetail': 'salaryimportDetail',
  '/ProjectManagement/ProjectPractice/dsh_result': 'dshResult',
  '/previewModel': 'previewModel',
};

/**
 * Workflow detail, e-mail, payroll, report signer and function preview: until their features
 * arrive, each shows what its link carries, decoded (a JSON config as a table and as JSON).
 */
export function QueryDetailPage() {
  const t = useText(FIXED_PAGES_TEXT);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const title = t(TITLES[pathname] ?? 'detail');
  const entries = readQuery(search);

  return (
    <Flex vertical gap={token.margin} style={{ padding: token.padding, maxWidth: 1100, margin: '0 auto' }}>
      <Card title={title} extra={<Button onClick={() => navigate(-1)}>{t('back')}</Button>}>
        <Alert type="info" showIcon message={t('intro')} style={{ marginBottom: token.margin }} />
        {entries.length === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          <Flex vertical gap={token.margin}>
            {entries.map(([name, value]) => (
              <QueryValue key={name} name={name} value={value} />
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}

function QueryValue({ name, value }: { name: string; value: ReadableValue }) {
  const { token } = theme.useToken();
  if (value.kind === 'text') {
    return (
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[{ key: name, label: name, children: value.value }]}
      />
    );
  }
  const data = value.value;
  const fields = data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data) : [];
  return (
    <div>
      {fields.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          title={name}
          items={fields.map(([key, field]) => ({
            key,
            label: key,
            children:
              typeof field === 'object' && field !== null ? (
                <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{displayValue(field)}</pre>
              ) : (
                displayValue(field)
              ),
          }))}
        />
      )}
      <Typography.Paragraph
        copyable={{ text: displayValue(data) }}
        style={{ marginTop: token.marginSM, marginBottom: 0 }}
      >
        <pre
          style={{
            margin: 0,
            padding: token.paddingSM,
            background: token.colorFillQuaternary,
            borderRadius: token.borderRadius,
            maxHeight: 360,
            overflow: 'auto',
          }}
        >
          {displayValue(data)}
        </pre>
      </Typography.Paragraph>
    </div>
  );
}
