import { type CalcExpression, type CalcToken, expressionProblem, type FieldSchema } from '@formwork/schema';
import { Button, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { NodeId } from '../../../core/index.js';
import { useDesignerText } from '../../i18n/use-designer-text.js';
import { useSchema, useSession } from '../../session/context.js';
import { useEdit } from '../use-edit.js';
import { referableFields } from './referable-fields.js';
import { expressionOf, OPERATOR_BUTTONS, PROBLEM_WORDS, tokenText } from './tokens.js';

/** The sub-table `id` is a column of, if any: its columns see their own row. */
function useTableOf(id: NodeId): FieldSchema | undefined {
  const { document } = useSession();
  const parent = document.parentOf(id);
  const field = parent ? document.nodeById(parent) : undefined;
  return field?.jnpfKey === 'table' ? field : undefined;
}

/**
 * A calculated field's formula built by clicks: fields, numbers, operators and brackets are
 * appended as tokens, the last one can be taken back. Each change is one undo step, and whether
 * the formula is well formed is shown as it is built.
 */
export function CalcExpressionEditor({ id, field }: { id: NodeId; field: FieldSchema }) {
  const t = useDesignerText();
  const schema = useSchema();
  const table = useTableOf(id);
  const edit = useEdit(id, false);
  const save = (next: CalcExpression) => edit('expression', next);
  const [number, setNumber] = useState<number | null>(null);
  const expression = expressionOf(field);
  const fields = referableFields(schema, field, table);
  const labels = new Map(fields.map((f) => [f.vModel, f.label]));
  const malformed = expressionProblem(expression);
  // The shared check names the way a formula is malformed; the designer words it in its language.
  const problem =
    malformed &&
    t(PROBLEM_WORDS[malformed.key], {
      ...malformed.params,
      defaultValue: malformed.message,
    });
  const append = (token: CalcToken) => save([...expression, token]);
  const addNumber = () => {
    if (number === null) return;
    append(number);
    setNumber(null);
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 10px', minWidth: 0 }}>
      <legend style={{ fontSize: 12, color: '#666', marginBottom: 2, padding: 0, border: 0 }}>
        {t('calc.title')}
      </legend>
      <ol
        aria-label={t('calc.tokens')}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 4,
          listStyle: 'none',
          margin: '0 0 6px',
          padding: 0,
        }}
      >
        {expression.map((token, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens repeat; only their place tells them apart.
          <li key={index}>
            <Tag color={typeof token === 'object' ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
              {tokenText(token, labels)}
            </Tag>
          </li>
        ))}
      </ol>
      <Space wrap size={4} style={{ marginBottom: 6 }}>
        {OPERATOR_BUTTONS.map(({ token, name }) => (
          <Button key={token} size="small" aria-label={t(name)} onClick={() => append(token)}>
            {token}
          </Button>
        ))}
        <Button
          size="small"
          aria-label={t('calc.backspace')}
          disabled={expression.length === 0}
          onClick={() => save(expression.slice(0, -1))}
        >
          ⌫
        </Button>
        <Button
          size="small"
          danger
          aria-label={t('calc.clearAll')}
          disabled={expression.length === 0}
          onClick={() => save([])}
        >
          {t('calc.clear')}
        </Button>
      </Space>
      <Select<string>
        aria-label={t('calc.field')}
        placeholder={t('calc.field')}
        showSearch
        optionFilterProp="label"
        // Always empty: choosing a field appends it, the select is only a picker.
        value={null}
        options={fields.map((f) => ({ value: f.vModel, label: `${f.label} (${f.vModel})` }))}
        notFoundContent={t('calc.noFields')}
        onChange={(vModel) => append({ field: vModel })}
        style={{ width: '100%', marginBottom: 6 }}
      />
      <Space.Compact style={{ width: '100%', marginBottom: 6 }}>
        <InputNumber<number>
          aria-label={t('calc.number')}
          placeholder={t('calc.number')}
          value={number}
          onChange={setNumber}
          onPressEnter={addNumber}
          style={{ width: '100%' }}
        />
        <Button aria-label={t('calc.addNumber')} disabled={number === null} onClick={addNumber}>
          {t('calc.add')}
        </Button>
      </Space.Compact>
      <Typography.Text type={problem ? 'danger' : 'success'} role="status" style={{ fontSize: 12 }}>
        {problem ?? t('calc.ok')}
      </Typography.Text>
    </fieldset>
  );
}
