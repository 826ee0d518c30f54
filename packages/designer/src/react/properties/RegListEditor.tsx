import { DeleteOutlined } from '@ant-design/icons';
import {
  type FieldSchema,
  type NamedRuleName,
  namedRules,
  patternError,
  type RegRule,
} from '@formwork/schema';
import { Button, Input, Select, Space, Typography } from 'antd';
import type { NodeId } from '../../core/index.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useEdit } from './use-edit.js';

const RULE_NAMES = Object.keys(namedRules) as NamedRuleName[];

/** Judged by the engine the server and the runtime match with, so lookaround shows as a problem here. */
const patternProblem = (pattern: string): boolean => patternError(pattern) !== undefined;

/** The field's checks: named rules (phone, email...) and patterns with their own message. */
export function RegListEditor({ id, field }: { id: NodeId; field: FieldSchema }) {
  const t = useDesignerText();
  const edit = useEdit(id);
  const rules: RegRule[] = Array.isArray(field.regList) ? field.regList : [];
  const save = (next: RegRule[]) => edit('regList', next.length === 0 ? undefined : next);
  const replace = (index: number, rule: RegRule) => save(rules.map((r, i) => (i === index ? rule : r)));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '12px 0' }}>
      <legend style={{ fontSize: 13, fontWeight: 600 }}>{t('rules.title')}</legend>
      {rules.map((rule, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity but their place.
        <Space.Compact key={index} style={{ width: '100%', marginBottom: 4 }}>
          {'rule' in rule ? (
            <Select
              aria-label={`${t('rules.named')} ${index + 1}`}
              style={{ flex: 1 }}
              value={rule.rule}
              options={RULE_NAMES.map((name) => ({ value: name, label: t(`rules.${name}`) }))}
              onChange={(name) => replace(index, { rule: name })}
            />
          ) : (
            <>
              {/* The placeholders are the visible labels: two blank boxes side by side say nothing. */}
              <Input
                aria-label={`${t('rules.pattern')} ${index + 1}`}
                placeholder={t('rules.pattern')}
                title={patternProblem(rule.pattern) ? t('rules.badPattern') : undefined}
                value={rule.pattern}
                status={patternProblem(rule.pattern) ? 'error' : undefined}
                onChange={(e) => replace(index, { ...rule, pattern: e.target.value })}
              />
              <Input
                aria-label={`${t('rules.message')} ${index + 1}`}
                placeholder={t('rules.message')}
                value={rule.message}
                onChange={(e) => replace(index, { ...rule, message: e.target.value })}
              />
            </>
          )}
          <Button
            aria-label={`${t('rules.remove')} ${index + 1}`}
            icon={<DeleteOutlined />}
            onClick={() => save(rules.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      {rules.some((rule) => 'pattern' in rule && patternProblem(rule.pattern)) && (
        <Typography.Text
          type="danger"
          role="alert"
          style={{ display: 'block', fontSize: 12, marginBottom: 4 }}
        >
          {t('rules.badPattern')}
        </Typography.Text>
      )}
      <Space>
        <Button size="small" onClick={() => save([...rules, { rule: 'phone' }])}>
          {t('rules.add')}
        </Button>
        <Button size="small" onClick={() => save([...rules, { pattern: '', message: '' }])}>
          {t('rules.addCustom')}
        </Button>
      </Space>
    </fieldset>
  );
}
