import type {
  PortalCard,
  PortalChartCard,
  PortalCountCard,
  PortalListCard,
  PortalSchema,
  PortalShortcutsCard,
} from '@formwork/schema';
import { buildMenuRoutes, flattenRoutes, request, useSessionStore, useText } from '@formwork/shell';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Row as GridRow,
  List,
  Skeleton,
  Space,
  Statistic,
  Table,
} from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../admin/web-design/use-language.js';
import { chartOption, columnsOf, type Row } from '../report/chart-options.js';
import { REPORT_TEXT } from '../report/messages.js';
import { interfaceRows } from '../report/report-api.js';

const EChart = lazy(() => import('../report/EChart.js'));

/** What a card's source answered: nothing yet, the value, or a failure. */
type Loaded<T> = { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed' };

/** Loads once per key; the answer of an older key is dropped. */
function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything load reads
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => live && setLoaded({ state: 'done', value }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}

function Body<T>({ loaded, children }: { loaded: Loaded<T>; children: (value: T) => ReactNode }) {
  const texts = useText(REPORT_TEXT);
  if (loaded.state === 'loading') return <Skeleton active paragraph={{ rows: 2 }} />;
  if (loaded.state === 'failed') return <Alert type="error" showIcon message={texts('loadFailed')} />;
  return <>{children(loaded.value)}</>;
}

async function countOf(card: PortalCountCard): Promise<number> {
  if (card.query) {
    const answer = await request<{ count: number }>({
      method: 'GET',
      url: `/api/visualdev/Portal/Count/${card.query}`,
    });
    return Number(answer.data?.count ?? 0);
  }
  const rows = await interfaceRows(card.interfaceId ?? '');
  if (!card.field) return rows.length;
  return Number(rows[0]?.[card.field] ?? 0) || 0;
}

function CountBody({ card }: { card: PortalCountCard }) {
  const loaded = useLoaded(`${card.query}|${card.interfaceId}|${card.field}`, () => countOf(card));
  return <Body loaded={loaded}>{(count) => <Statistic value={count} valueStyle={{ fontSize: 32 }} />}</Body>;
}

function ChartBody({ card }: { card: PortalChartCard }) {
  const loaded = useLoaded(card.interfaceId, () => interfaceRows(card.interfaceId));
  return (
    <Body loaded={loaded}>
      {(rows) => (
        <Suspense fallback={<div style={{ height: card.height ?? 280 }} />}>
          <EChart option={chartOption(rows, card)} height={card.height ?? 280} />
        </Suspense>
      )}
    </Body>
  );
}

interface Notice {
  id: string;
  title: string;
  lastModifyTime: number;
}

async function listRows(card: PortalListCard): Promise<Row[]> {
  const limit = card.limit ?? 5;
  if (card.source === 'notices') {
    const answer = await request<{ list: Notice[] }>({
      method: 'GET',
      url: '/api/message',
      params: { type: 1, currentPage: 1, pageSize: limit },
    });
    return (answer.data?.list ?? []).map((notice) => ({ ...notice }));
  }
  return (await interfaceRows(card.interfaceId ?? '')).slice(0, limit);
}

function ListBody({ card }: { card: PortalListCard }) {
  const texts = useText(REPORT_TEXT);
  const navigate = useNavigate();
  const loaded = useLoaded(`${card.source}|${card.interfaceId}|${card.limit}`, () => listRows(card));
  return (
    <Body loaded={loaded}>
      {(rows) => {
        if (card.source === 'notices')
          return (
            <List
              size="small"
              locale={{ emptyText: texts('noRows') }}
              dataSource={rows as unknown as Notice[]}
              renderItem={(notice) => (
                <List.Item
                  extra={
                    <span style={{ color: '#999' }}>
                      {new Date(notice.lastModifyTime).toLocaleDateString()}
                    </span>
                  }
                >
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => navigate('/messageRecord')}
                  >
                    {notice.title}
                  </Button>
                </List.Item>
              )}
            />
          );
        const fields = card.fields?.length ? card.fields : columnsOf(rows);
        return (
          <Table
            size="small"
            pagination={false}
            rowKey={(_row, index) => String(index)}
            locale={{ emptyText: texts('noRows') }}
            dataSource={rows}
            columns={fields.map((field) => ({
              key: field,
              dataIndex: field,
              title: field,
              render: (value: unknown) => (value == null ? '' : String(value)),
            }))}
          />
        );
      }}
    </Body>
  );
}

function ShortcutsBody({ card }: { card: PortalShortcutsCard }) {
  const menuList = useSessionStore((state) => state.menuList);
  const language = useLanguage();
  const navigate = useNavigate();
  const routes = useMemo(() => flattenRoutes(buildMenuRoutes(menuList, language)), [menuList, language]);
  // Only entries the user holds are offered: the menu list is already what they may open.
  const links = card.menuIds.flatMap((id) => routes.filter((route) => route.id === id && !route.noRedirect));
  return (
    <Space wrap size={[12, 12]}>
      {links.map((route) => (
        <Button key={route.id} onClick={() => navigate(`${route.path}${route.query}`)}>
          {route.title}
        </Button>
      ))}
    </Space>
  );
}

function CardBody({ card }: { card: PortalCard }) {
  switch (card.type) {
    case 'count':
      return <CountBody card={card} />;
    case 'chart':
      return <ChartBody card={card} />;
    case 'list':
      return <ListBody card={card} />;
    case 'shortcuts':
      return <ShortcutsBody card={card} />;
  }
}

/** A portal's cards on a 24-column grid, in their order, each row filled before the next. */
export function PortalView({ schema }: { schema: PortalSchema }) {
  const texts = useText(REPORT_TEXT);
  if (!schema.cards.length) return <Empty description={texts('emptyPortal')} style={{ padding: 48 }} />;
  return (
    <GridRow gutter={[16, 16]} className="fw-portal">
      {schema.cards.map((card) => (
        <Col key={card.id} span={card.span} data-card={card.id}>
          <Card
            size="small"
            title={card.title}
            style={{ height: '100%' }}
            className={`fw-portal-card fw-portal-${card.type}`}
          >
            <CardBody card={card} />
          </Card>
        </Col>
      ))}
    </GridRow>
  );
}
