import type { FieldSchema, ListSearch } from '@formwork/schema';
import { Button, Col, Form, Input, Row, Space } from 'antd';
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

/** The search form above the table: one editor per searchList entry, 查询 and 重置. */
export function SearchForm({ searchList, fields, showKeyword, onSearch }: SearchFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const texts = useListTexts();
  if (searchList.length === 0 && !showKeyword) return null;

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
      <Row gutter={16}>
        {showKeyword && (
          <Col {...COL}>
            <Form.Item label={texts.keyword} name={KEYWORD}>
              <Input aria-label={texts.keyword} placeholder={texts.keywordPlaceholder} allowClear />
            </Form.Item>
          </Col>
        )}
        {searchList.map((search) => (
          <Col {...COL} key={search.prop}>
            <Form.Item label={search.label} name={search.prop}>
              <SearchControl search={search} field={fields.get(search.prop)} />
            </Form.Item>
          </Col>
        ))}
        <Col {...COL}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {texts.search}
              </Button>
              <Button onClick={reset}>{texts.reset}</Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
