import { Button, Input, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { type DataInterfaceSummary, useDataProvider } from '../data-provider/index.js';
import { zh } from '../i18n/catalogue.js';
import { useWidgetText } from '../i18n/index.js';
import { EmptyList, PICKER_DIALOG_WIDTH, useProviderData } from '../picker-dialog/index.js';
import { FIRST_SEARCH, INTERFACE_PAGE_SIZE, type InterfaceSearch, interfaceQuery } from './interface-page.js';

export const INTERFACE_PICKER_TITLE = zh.interface.title;

export interface InterfaceDialogProps {
  open: boolean;
  /** The interface checked when the dialog opens. */
  value?: string | null;
  /** Pages of 20; false lists every interface at once. Default true. */
  hasPage?: boolean;
  onConfirm(row: DataInterfaceSummary): void;
  onCancel(): void;
}

/**
 * The data-interface picker: keyword search, a single-choice table of
 * name and code, pages of 20. Opening starts over from page 1 without a keyword; confirm is
 * offered once a row is checked.
 */
export function InterfaceDialog({ open, value, hasPage = true, onConfirm, onCancel }: InterfaceDialogProps) {
  const provider = useDataProvider();
  const t = useWidgetText();
  const columns: TableColumnsType<DataInterfaceSummary> = [
    { title: t('interface.name'), dataIndex: 'fullName', ellipsis: true },
    { title: t('interface.code'), dataIndex: 'enCode', ellipsis: true },
  ];
  const [search, setSearch] = useState<InterfaceSearch>(FIRST_SEARCH);
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<DataInterfaceSummary | null>(null);

  useEffect(() => {
    if (!open) return;
    setSearch(FIRST_SEARCH);
    setTyped('');
    setChecked(null);
  }, [open]);

  const query = interfaceQuery(search, hasPage);
  const page = useProviderData(open ? JSON.stringify(query) : null, (signal) =>
    provider.dataInterfaces(query, signal),
  );
  const rows = page.data?.list ?? [];
  // The stored interface counts as checked once it is on the page shown.
  const checkedRow = checked ?? rows.find((row) => row.id === value) ?? null;

  return (
    <Modal
      open={open}
      title={t('interface.title')}
      width={PICKER_DIALOG_WIDTH}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('picker.cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          disabled={!checkedRow}
          onClick={() => checkedRow && onConfirm(checkedRow)}
        >
          {t('picker.confirm')}
        </Button>,
      ]}
    >
      <Space style={{ marginBottom: 12 }}>
        <Input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={() => setSearch({ keyword: typed, page: 1 })}
          placeholder={t('picker.keyword')}
          aria-label={t('popup.keyword')}
          allowClear
          style={{ width: 240 }}
        />
        <Button type="primary" onClick={() => setSearch({ keyword: typed, page: 1 })}>
          {t('popup.search')}
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            setSearch(FIRST_SEARCH);
          }}
        >
          {t('popup.reset')}
        </Button>
      </Space>
      <Table<DataInterfaceSummary>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={page.loading}
        locale={{ emptyText: <EmptyList /> }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: checkedRow ? [checkedRow.id] : [],
          onChange: (_keys, selected) => setChecked(selected[0] ?? null),
        }}
        onRow={(row) => ({ onClick: () => setChecked(row) })}
        pagination={
          hasPage && {
            current: search.page,
            pageSize: INTERFACE_PAGE_SIZE,
            total: page.data?.pagination.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => setSearch((current) => ({ ...current, page: next })),
          }
        }
        scroll={{ y: 400 }}
      />
    </Modal>
  );
}
