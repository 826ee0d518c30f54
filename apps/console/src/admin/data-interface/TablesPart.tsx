import type { PagePartProps } from '@formwork/runtime';
import { request, useText } from '@formwork/shell';
import { Alert, Button, message, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { DATA_INTERFACE_TEXT } from './messages.js';

interface TableChoice {
  name: string;
  description: string;
  exposed: boolean;
  refused: '' | 'secret';
}

const URL = '/api/system/DataInterface/Settings/Tables';

/** 可查询的表: the application's tables, ticked when SQL interfaces may read them. */
export default function TablesPart({ close }: PagePartProps) {
  const texts = useText(DATA_INTERFACE_TEXT);
  const [tables, setTables] = useState<TableChoice[]>();
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    request<{ list: TableChoice[] }>({ method: 'GET', url: URL })
      .then((answer) => {
        const list = answer.data?.list ?? [];
        setTables(list);
        setTicked(list.filter((table) => table.exposed && !table.refused).map((table) => table.name));
      })
      .catch(() => setTables([]));
  }, []);

  const save = async () => {
    setBusy(true);
    const saved = await request({ method: 'PUT', url: URL, data: { tables: ticked } }).then(
      () => true,
      // The HTTP client has shown the server's message; the ticks stay for another try.
      () => false,
    );
    setBusy(false);
    if (!saved) return;
    void message.success(texts('saved'));
    close();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={texts('tablesHint')} />
      <Table<TableChoice>
        size="small"
        rowKey="name"
        loading={!tables}
        dataSource={tables ?? []}
        pagination={false}
        scroll={{ y: 420 }}
        rowSelection={{
          selectedRowKeys: ticked,
          onChange: (keys) => setTicked(keys.map(String)),
          getCheckboxProps: (table) => ({ disabled: table.refused !== '', name: table.name }),
        }}
        columns={[
          { title: texts('table'), dataIndex: 'name', width: 240 },
          {
            title: texts('tableNote'),
            dataIndex: 'description',
            render: (value: string, table) =>
              table.refused ? <Tag color="warning">{texts('refused')}</Tag> : value,
          },
        ]}
      />
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button onClick={() => close()}>{texts('cancel')}</Button>
        <Button type="primary" loading={busy} onClick={save}>
          {texts('save')}
        </Button>
      </Space>
    </Space>
  );
}
