import type { FieldSchema, ListSearch } from '@formwork/schema';
import { Button, Col, Input, Row, Space, theme } from 'antd';
import { type FormEvent, type ReactElement, type ReactNode, useState } from 'react';
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

type Values = Record<string, unknown>;

interface SearchItemProps {
  label?: string;
  id?: string;
  /** On a phone the label sits above its editor, so the folded line's buttons align with it. */
  above: boolean;
  children: ReactNode;
}

/**
 * One labelled editor in the form's rhythm: the label beside the editor (a colon between) or
 * above it, every item 24 px apart. A plain element rather than antd's Form.Item: the search only
 * needs values and labels, and antd's form brings its whole validation machinery to every list.
 */
function SearchItem({ label, id, above, children }: SearchItemProps) {
  const { token } = theme.useToken();
  return (
    <div
      className="fw-search-item"
      style={{
        display: 'flex',
        flexDirection: above ? 'column' : 'row',
        alignItems: above ? 'stretch' : 'center',
        marginBottom: token.marginLG,
      }}
    >
      {label !== undefined && (
        <span
          style={{
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            minHeight: above ? undefined : token.controlHeight,
            paddingBottom: above ? token.paddingXS : 0,
            color: token.colorText,
            whiteSpace: 'nowrap',
          }}
        >
          <label htmlFor={id} title={label}>
            {label}
          </label>
          {!above && (
            <span aria-hidden style={{ marginInline: '2px 8px' }}>
              :
            </span>
          )}
        </span>
      )}
      <div style={{ flex: '1 1 0', minWidth: 0 }}>{children}</div>
    </div>
  );
}

/** The editor's id: what its label points at. */
const idOf = (prop: string) => `search_${prop}`;

/**
 * The search form above the table: one editor per searchList entry, 查询 and 重置. On a phone it
 * folds to one line, the first editor and 查询, with 更多筛选 opening the rest.
 */
export function SearchForm({ searchList, fields, showKeyword, onSearch }: SearchFormProps) {
  const [values, setValues] = useState<Values>({});
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
  const valueAt = (prop: string) => (Object.hasOwn(values, prop) ? values[prop] : undefined);
  const change = (prop: string) => (next: unknown) => setValues((current) => ({ ...current, [prop]: next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { [KEYWORD]: keyword, ...filters } = values;
    onSearch({ filters, keyword: typeof keyword === 'string' ? keyword : '' });
  };
  const reset = () => {
    setValues({});
    onSearch({ filters: {}, keyword: '' });
  };
  const editor = (prop: string, label: string, control: ReactElement) => (
    <SearchItem label={label} id={idOf(prop)} above={narrow}>
      {control}
    </SearchItem>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is new (2023) and unknown to React 18's types; a form with the search role is the same landmark.
    <form name="search" onSubmit={submit} role="search" style={{ marginBottom: 8 }}>
      {/* Folded, a phone puts the label above the editor: the buttons line up with the editor. */}
      <Row gutter={16} align={folded ? 'bottom' : undefined}>
        {showKeyword && (
          <Col {...colOf(0)}>
            {editor(
              KEYWORD,
              texts.keyword,
              <Input
                id={idOf(KEYWORD)}
                placeholder={texts.keywordPlaceholder}
                allowClear
                value={valueAt(KEYWORD) as string | undefined}
                onChange={(event) => change(KEYWORD)(event.target.value)}
              />,
            )}
          </Col>
        )}
        {searchList.map((search, index) => (
          <Col {...colOf(index + (showKeyword ? 1 : 0))} key={search.prop}>
            {editor(
              search.prop,
              search.label,
              <SearchControl
                search={search}
                field={fields.get(search.prop)}
                id={idOf(search.prop)}
                value={valueAt(search.prop)}
                onChange={change(search.prop)}
              />,
            )}
          </Col>
        ))}
        <Col {...(folded ? { flex: 'none' } : COL)}>
          <SearchItem above={false}>
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
          </SearchItem>
        </Col>
      </Row>
    </form>
  );
}
