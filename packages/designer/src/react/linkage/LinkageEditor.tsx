import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ConditionOp, dataFieldsOf, type Reaction } from '@formwork/schema';
import { Alert, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useEdit } from '../properties/use-edit.js';
import { usePrimary, useSchema } from '../session/context.js';
import { FULFILL_KINDS, type FulfillKind, fulfillKind, linkageConflicts } from './conflicts.js';

const OPS: readonly ConditionOp[] = ['eq', 'neq', 'in', 'empty', 'notEmpty'];
const TAKES_VALUE: ReadonlySet<ConditionOp> = new Set(['eq', 'neq', 'in']);

/** A value typed as text: JSON when it parses (numbers, true, lists for `in`), else the text. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const showValue = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The selected field's rules: when another field meets a condition, show, hide, require... it. */
export function LinkageEditor() {
  const t = useDesignerText();
  const primary = usePrimary();
  const schema = useSchema();
  const edit = useEdit(primary?.id ?? '');
  if (!primary) return <Typography.Text type="secondary">{t('linkage.none')}</Typography.Text>;
  const reactions: Reaction[] = Array.isArray(primary.field.reactions) ? primary.field.reactions : [];
  const fields = dataFieldsOf(schema).filter((f) => f.vModel && f.vModel !== primary.field.vModel);
  const save = (next: Reaction[]) => edit('reactions', next.length === 0 ? undefined : next);
  const replace = (index: number, reaction: Reaction) =>
    save(reactions.map((r, i) => (i === index ? reaction : r)));
  const conflicts = linkageConflicts(reactions);

  return (
    <div>
      {reactions.length === 0 && <Typography.Text type="secondary">{t('linkage.empty')}</Typography.Text>}
      {conflicts.map((c) => (
        <Alert
          key={`${c.a}-${c.b}`}
          type="warning"
          showIcon
          style={{ marginBottom: 6 }}
          message={t('linkage.conflict', { a: c.a, b: c.b, what: t(`linkage.${c.property}`) })}
        />
      ))}
      {reactions.map((reaction, index) => {
        const kind = fulfillKind(reaction);
        const n = index + 1;
        return (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity but their place.
            key={index}
            size="small"
            style={{ marginBottom: 6 }}
            title={`#${n}`}
            extra={
              <Button
                size="small"
                aria-label={`${t('linkage.remove')} ${n}`}
                icon={<DeleteOutlined />}
                onClick={() => save(reactions.filter((_, i) => i !== index))}
              />
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <span>{t('linkage.when')}</span>
              <Select
                aria-label={`${t('linkage.field')} ${n}`}
                showSearch
                optionFilterProp="label"
                value={reaction.when.field || undefined}
                options={fields.map((f) => ({ value: f.vModel, label: `${f.label ?? ''} (${f.vModel})` }))}
                onChange={(field) => replace(index, { ...reaction, when: { ...reaction.when, field } })}
              />
              <Select
                aria-label={`${t('linkage.op')} ${n}`}
                value={reaction.when.op}
                options={OPS.map((op) => ({
                  value: op,
                  label: t(`linkage.${op === 'empty' ? 'empty_' : op}`),
                }))}
                onChange={(op) => {
                  const { value: _dropped, ...when } = reaction.when;
                  replace(index, {
                    ...reaction,
                    when: TAKES_VALUE.has(op) ? { ...reaction.when, op } : { ...when, op },
                  });
                }}
              />
              {TAKES_VALUE.has(reaction.when.op) && (
                <Input
                  aria-label={`${t('linkage.value')} ${n}`}
                  value={showValue(reaction.when.value)}
                  onChange={(e) =>
                    replace(index, {
                      ...reaction,
                      when: { ...reaction.when, value: parseValue(e.target.value) },
                    })
                  }
                />
              )}
              <span>{t('linkage.thenDo')}</span>
              <Select
                aria-label={`${t('linkage.thenDo')} ${n}`}
                value={kind}
                options={FULFILL_KINDS.map((k) => ({ value: k, label: t(`linkage.${k}`) }))}
                onChange={(next: FulfillKind) =>
                  replace(index, { ...reaction, fulfill: { [next]: next === 'setValue' ? '' : true } })
                }
              />
              {kind === 'setValue' && (
                <Input
                  aria-label={`${t('linkage.setValue')} ${n}`}
                  value={showValue(reaction.fulfill.setValue)}
                  onChange={(e) =>
                    replace(index, { ...reaction, fulfill: { setValue: parseValue(e.target.value) } })
                  }
                />
              )}
            </Space>
          </Card>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        onClick={() =>
          save([
            ...reactions,
            { when: { field: fields[0]?.vModel ?? '', op: 'eq', value: '' }, fulfill: { show: true } },
          ])
        }
      >
        {t('linkage.add')}
      </Button>
    </div>
  );
}
