import type { PagePartProps } from '@formwork/runtime';
import {
  type MenuItem,
  MenuType,
  type PortalCard,
  type PortalCardType,
  type PortalSchema,
} from '@formwork/schema';
import { request, useSessionStore, useText } from '@formwork/shell';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  message,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLanguage } from '../admin/web-design/use-language.js';
import { REPORT_TEXT } from '../report/messages.js';
import { portalSchemaOf } from './PortalPage.js';
import { PortalView } from './PortalView.js';

interface StoredPortal {
  id: string;
  fullName: string;
  enCode: string;
  category?: string;
  enabledLock?: number;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
  formData?: string;
}

interface Choice {
  value: string;
  label: string;
}

const PORTAL = '/api/visualdev/Portal';

/** A new card of the kind, with what it needs to show something at once. */
function newCard(type: PortalCardType, id: string, title: string): PortalCard {
  switch (type) {
    case 'count':
      return { id, type, title, span: 6, query: 'users' };
    case 'chart':
      return { id, type, title, span: 12, interfaceId: '', chart: 'bar' };
    case 'list':
      return { id, type, title, span: 12, source: 'notices', limit: 5 };
    case 'shortcuts':
      return { id, type, title, span: 24, menuIds: [] };
  }
}

/** The card's properties that its kind takes, so a kind change leaves none of the old kind's. */
function cleaned(card: PortalCard): PortalCard {
  const source = card as unknown as Record<string, unknown>;
  const next: Record<string, unknown> = { ...newCard(card.type, card.id, card.title), span: card.span };
  if (card.height) next.height = card.height;
  const filled = (value: unknown) =>
    value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  const keep = (names: string[]) => {
    for (const name of names) if (filled(source[name])) next[name] = source[name];
  };
  if (card.type === 'count') {
    if (filled(card.query)) next.query = card.query;
    else {
      delete next.query;
      keep(['interfaceId', 'field']);
    }
  }
  if (card.type === 'chart') keep(['interfaceId', 'chart', 'categoryField', 'valueFields']);
  if (card.type === 'list')
    keep(card.source === 'interface' ? ['source', 'interfaceId', 'fields', 'limit'] : ['source', 'limit']);
  if (card.type === 'shortcuts') keep(['menuIds']);
  return next as unknown as PortalCard;
}

/** The portal the cards make, each card holding only what its kind takes. */
const schemaOf = (list: readonly PortalCard[] | undefined): PortalSchema => ({
  version: 1,
  kind: 'portal',
  cards: (list ?? []).filter(Boolean).map(cleaned),
});

function useChoices(): { interfaces: Choice[]; menus: Choice[] } {
  const [interfaces, setInterfaces] = useState<Choice[]>([]);
  const menuList = useSessionStore((state) => state.menuList);
  const language = useLanguage();
  useEffect(() => {
    request<{ list: Array<{ id: string; fullName: string; enCode: string }> }>({
      method: 'GET',
      url: '/api/system/DataInterface',
      params: { currentPage: 1, pageSize: 500 },
    }).then(
      (answer) =>
        setInterfaces(
          (answer.data?.list ?? []).map((row) => ({
            value: row.id,
            label: `${row.fullName} (${row.enCode})`,
          })),
        ),
      () => setInterfaces([]),
    );
  }, []);
  const menus = useMemo(() => {
    const name = (menu: MenuItem) => (language !== 'zh' && menu.fullNameI18n?.[language]) || menu.fullName;
    const flat = (items: readonly MenuItem[], trail: string[]): Choice[] =>
      items.flatMap((menu) => [
        ...(menu.type === MenuType.directory
          ? []
          : [{ value: menu.id, label: [...trail, name(menu)].join(' / ') }]),
        ...flat(menu.children ?? [], [...trail, name(menu)]),
      ]);
    return flat(menuList, []);
  }, [menuList, language]);
  return { interfaces, menus };
}

/** The fields of one card, by its kind. */
function CardFields({ index, interfaces, menus }: { index: number; interfaces: Choice[]; menus: Choice[] }) {
  const texts = useText(REPORT_TEXT);
  const form = Form.useFormInstance();
  const type: PortalCardType = Form.useWatch(['cards', index, 'type'], form);
  const query = Form.useWatch(['cards', index, 'query'], form);
  const source = Form.useWatch(['cards', index, 'source'], form);
  const interfaceSelect = (
    <Select showSearch optionFilterProp="label" placeholder={texts('chooseInterface')} options={interfaces} />
  );
  const required = [{ required: true }];
  return (
    <>
      <Row gutter={8}>
        <Col span={8}>
          <Form.Item name={[index, 'type']} label={texts('cardType')}>
            <Select
              options={(['count', 'chart', 'list', 'shortcuts'] as const).map((kind) => ({
                value: kind,
                label: texts(kind === 'chart' ? 'chart' : kind),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name={[index, 'title']} label={texts('cardTitle')} rules={required}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name={[index, 'span']} label={texts('span')} rules={required}>
            <InputNumber min={1} max={24} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      {type === 'count' && (
        <>
          <Form.Item name={[index, 'query']} label={texts('countSource')}>
            <Select
              allowClear
              placeholder={texts('dataInterface')}
              options={(['users', 'onlineUsers', 'unreadMessages'] as const).map((value) => ({
                value,
                label: texts(value),
              }))}
            />
          </Form.Item>
          {!query && (
            <Row gutter={8}>
              <Col span={14}>
                <Form.Item name={[index, 'interfaceId']} label={texts('dataInterface')} rules={required}>
                  {interfaceSelect}
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item name={[index, 'field']} label={texts('field')}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
            </Row>
          )}
        </>
      )}
      {type === 'chart' && (
        <>
          <Row gutter={8}>
            <Col span={14}>
              <Form.Item name={[index, 'interfaceId']} label={texts('dataInterface')} rules={required}>
                {interfaceSelect}
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item name={[index, 'chart']} label={texts('chartKind')}>
                <Radio.Group
                  optionType="button"
                  options={(['bar', 'line', 'pie'] as const).map((kind) => ({
                    value: kind,
                    label: texts(kind),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={8}>
            <Col span={10}>
              <Form.Item name={[index, 'categoryField']} label={texts('categoryField')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={14}>
              <Form.Item name={[index, 'valueFields']} label={texts('valueFields')}>
                <Select mode="tags" open={false} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      {type === 'list' && (
        <>
          <Row gutter={8}>
            <Col span={14}>
              <Form.Item name={[index, 'source']} label={texts('listSource')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'notices', label: texts('notices') },
                    { value: 'interface', label: texts('dataInterface') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item name={[index, 'limit']} label={texts('limit')}>
                <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          {source === 'interface' && (
            <Row gutter={8}>
              <Col span={12}>
                <Form.Item name={[index, 'interfaceId']} label={texts('dataInterface')} rules={required}>
                  {interfaceSelect}
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name={[index, 'fields']} label={texts('listFields')}>
                  <Select mode="tags" open={false} />
                </Form.Item>
              </Col>
            </Row>
          )}
        </>
      )}
      {type === 'shortcuts' && (
        <Form.Item name={[index, 'menuIds']} label={texts('menus')}>
          <Select mode="multiple" showSearch optionFilterProp="label" options={menus} />
        </Form.Item>
      )}
    </>
  );
}

/**
 * The 设计 part of 门户设计: the portal's cards as a form, one card after another, with the
 * portal drawn beside it as it will show. Saving sends the schema, which the server checks.
 */
export default function PortalDesignerPart({ row, close }: PagePartProps) {
  const texts = useText(REPORT_TEXT);
  const portalId = row ? String(row.id ?? '') : '';
  const [stored, setStored] = useState<StoredPortal | undefined>();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ cards: PortalCard[] }>();
  const cards = Form.useWatch('cards', form);
  const { interfaces, menus } = useChoices();

  useEffect(() => {
    if (!portalId) return;
    request<StoredPortal>({ method: 'GET', url: `${PORTAL}/${encodeURIComponent(portalId)}` }).then(
      (answer) => {
        if (!answer.data) return;
        setStored(answer.data);
        form.setFieldsValue({ cards: portalSchemaOf(answer.data.formData).cards });
      },
      () => close(),
    );
  }, [portalId, form, close]);

  // The preview leaves out cards not yet complete enough to draw.
  const preview = useMemo(() => {
    const whole = schemaOf(cards);
    return { ...whole, cards: whole.cards.filter((card) => card.type !== 'chart' || card.interfaceId) };
  }, [cards]);

  const save = async () => {
    if (!stored) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await request({
        method: 'PUT',
        url: `${PORTAL}/${encodeURIComponent(stored.id)}`,
        data: {
          fullName: stored.fullName,
          enCode: stored.enCode,
          category: stored.category ?? '',
          enabledLock: stored.enabledLock ?? 1,
          sortCode: stored.sortCode ?? 0,
          enabledMark: stored.enabledMark ?? 1,
          description: stored.description ?? '',
          formData: JSON.stringify(schemaOf(values.cards)),
        },
      });
      void message.success(texts('portalSaved'));
      close(true);
    } catch {
      // The request has shown why.
    } finally {
      setSaving(false);
    }
  };

  if (!stored) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div className="fw-portal-designer">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {texts('designOf', { name: stored.fullName })}
      </Typography.Title>
      <Row gutter={16}>
        <Col span={10} style={{ maxHeight: '65vh', overflowY: 'auto' }}>
          <Form form={form} layout="vertical" size="small" initialValues={{ cards: [] }}>
            <Form.List name="cards">
              {(fields, { add, remove, move }) => (
                <>
                  {fields.map((field, index) => (
                    <Card
                      key={field.key}
                      size="small"
                      style={{ marginBottom: 8 }}
                      className="fw-portal-card-form"
                      title={`${index + 1}. ${form.getFieldValue(['cards', index, 'title']) || texts('untitled')}`}
                      extra={
                        <Space size={0}>
                          <Button
                            type="link"
                            size="small"
                            disabled={index === 0}
                            onClick={() => move(index, index - 1)}
                          >
                            {texts('moveUp')}
                          </Button>
                          <Button
                            type="link"
                            size="small"
                            disabled={index === fields.length - 1}
                            onClick={() => move(index, index + 1)}
                          >
                            {texts('moveDown')}
                          </Button>
                          <Button type="link" size="small" danger onClick={() => remove(index)}>
                            {texts('remove')}
                          </Button>
                        </Space>
                      }
                    >
                      <CardFields index={field.name} interfaces={interfaces} menus={menus} />
                    </Card>
                  ))}
                  <Button
                    block
                    type="dashed"
                    onClick={() => {
                      const used = new Set(
                        (form.getFieldValue('cards') as PortalCard[] | undefined)?.map((card) => card?.id),
                      );
                      let n = fields.length + 1;
                      while (used.has(`card${n}`)) n++;
                      add(newCard('count', `card${n}`, texts('untitled')));
                    }}
                  >
                    {texts('addCard')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form>
        </Col>
        <Col span={14} style={{ maxHeight: '65vh', overflowY: 'auto', background: '#f5f6f8', padding: 12 }}>
          <Typography.Text type="secondary">{texts('preview')}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <PortalView schema={preview} />
          </div>
        </Col>
      </Row>
      <div style={{ textAlign: 'right', marginTop: 12 }}>
        <Space>
          <Button onClick={() => close()}>{texts('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {texts('save')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
