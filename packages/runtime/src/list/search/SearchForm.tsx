import type { FieldSchema, ListSearch } from '@formwork/schema';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useNarrow } from '../../responsive/use-narrow.js';
import { useListTexts } from '../use-list-texts.js';
import { SearchControl } from './SearchControl.js';

/** Kept apart from the vModels so a field may itself be called "keyword". */
const KEYWORD = '@keyword';

export interface SearchRequest {
  filters: Record<string, unknown>;
  keyword: string;
}

export interface SearchFormProps {
  searchList: readonly ListSearch[];
  fields: ReadonlyMap<string, FieldSchema>;
  showKeyword: boolean;
  onSearch: (request: SearchRequest) => void;
}

const COL = { xs: 24, sm: 12, md: 8, lg: 6 } as const;
/** Hidden, not unmounted: a folded filter keeps its value and still applies. */
const FOLDED = { display: 'none' } as const;

/**
 * The search form above the table: one editor per searchList entry, 查询 and 重置. On a phone it
 * folds to one line, the first editor and 查询, with 更多筛选 opening the rest.
 */
export function SearchForm({ searchList, fields, showKeyword, onSearch }: SearchFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const texts = useListTexts();
  const narrow = useNarrow();
  const [opened, setOpened] = useState(false);
  if (searchList.length === 0 && !showKeyword) return null;
  const count = searchList.length + (showKeyword ? 1 : 0);
  const foldable = narrow && count > 1;
  const folded = foldable && !opened;
  // Folded, the first editor shares its line with the buttons; past it, every editor is hidden.
  const colOf = (index: number) =>
    folded ? (index === 0 ? { flex: '1 1 0', style: { minWidth: 0 } } : { style: FOLDED }) : COL;

  const submit = () => {
    const { [KEYWORD]: keyword, ...filters } = form.getFieldsValue();
    onSearch({ filters, keyword: typeof keyword === 'string' ? keyword : '' });
  };
  const reset = () => {
    form.resetFields();
    onSearch({ filters: {}, keyword: '' });
  };

  return (
    <Form form={form} name="search" onFinish={submit} role="search" style={{ marginBottom: 8 }}>
      {/* Folded, a phone puts the label above the editor: the buttons line up with the editor. */}
      <Row gutter={16} align={folded ? 'bottom' : undefined}>
        {showKeyword && (
          <Col {...colOf(0)}>
            <Form.Item label={texts.keyword} name={KEYWORD}>
              <Input aria-label={texts.keyword} placeholder={texts.keywordPlaceholder} allowClear />
            </Form.Item>
          </Col>
        )}
        {searchList.map((search, index) => (
          <Col {...colOf(index + (showKeyword ? 1 : 0))} key={search.prop}>
            <Form.Item label={search.label} name={search.prop}>
              <SearchControl search={search} field={fields.get(search.prop)} />
            </Form.Item>
          </Col>
        ))}
        <Col {...(folded ? { flex: 'none' } : COL)}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {texts.search}
              </Button>
              {/* Before 重置, which comes and goes with it, and outlined either way (antd draws a
                  link button without its click wave): the button keeps its element and focus. */}
              {foldable && (
                <Button
                  variant="outlined"
                  color={opened ? 'primary' : 'default'}
                  aria-expanded={opened}
                  onClick={() => setOpened(!opened)}
                >
                  {texts.moreFilters}
                </Button>
              )}
              {!folded && <Button onClick={reset}>{texts.reset}</Button>}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
