import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useWidgetText } from '../i18n/index.js';
import { type ColumnOption, cellText, PAGE_SIZES, type PickerRow, serialNumber } from './popup-config.js';
import { pickRow, pickRows, type Selection, selectedKeys } from './selection.js';
import { type FetchPage, usePagedRows } from './use-paged-rows.js';

export interface PopupListPanelProps {
  columns: readonly ColumnOption[];
  fetchPage: FetchPage;
  hasPage: boolean;
  /** The page size requested: the configured one when paged, 10000 when not. */
  pageSize: number;
  rowKey: (row: PickerRow) => string;
  multiple: boolean;
  /** The rows the field holds when the picker opens, shown checked. */
  initial: Selection;
  onCancel: () => void;
  onConfirm: (selection: Selection) => void;
}

const INDEX_WIDTH = 60;
const barStyle = { display: 'flex', justifyContent: 'space-between', marginBottom: 12, gap: 8 } as const;

/**
 * A picker's content: keyword search with 查询 and 重置, a 刷新 link, a
 * selectable table with a serial-number column and the configured columns, optional paging, and
 * 取消 / 确定. 确定 acts only with a row checked.
 */
export function PopupListPanel(props: PopupListPanelProps) {
  const { columns, hasPage, rowKey, multiple, onCancel, onConfirm } = props;
  const t = useWidgetText();
  const list = usePagedRows(props.fetchPage, props.pageSize);
  const [selection, setSelection] = useState<Selection>(props.initial);
  const { currentPage, pageSize } = list.query;

  const tableColumns = useMemo<TableColumnsType<PickerRow>>(
    () => [
      {
        key: '__index',
        title: t('popup.serial'),
        width: INDEX_WIDTH,
        align: 'center',
        render: (_value, _row, index) => serialNumber(index, currentPage, pageSize),
      },
      ...columns.map((column) => ({
        key: column.value,
        dataIndex: column.value,
        title: column.label,
        render: cellText,
      })),
    ],
    [columns, currentPage, pageSize, t],
  );
  const pick = (row: PickerRow) => setSelection((current) => pickRow(current, rowKey(row), row, multiple));

  return (
    <div className="fw-popup-list">
      <div style={barStyle}>
        <Space wrap>
          <Input
            aria-label={t('popup.keyword')}
            placeholder={t('popup.keyword')}
            allowClear
            value={list.keyword}
            onChange={(event) => list.setKeyword(event.target.value)}
            onPressEnter={list.search}
            style={{ width: 220 }}
          />
          <Button type="primary" icon={<SearchOutlined />} autoInsertSpace={false} onClick={list.search}>
            {t('popup.search')}
          </Button>
          <Button icon={<ReloadOutlined />} autoInsertSpace={false} onClick={list.reset}>
            {t('popup.reset')}
          </Button>
        </Space>
        <Button type="link" icon={<ReloadOutlined />} autoInsertSpace={false} onClick={list.refresh}>
          {t('popup.refresh')}
        </Button>
      </div>
      <Table<PickerRow>
        size="small"
        bordered
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={list.rows as PickerRow[]}
        loading={list.loading}
        locale={{ emptyText: t('picker.empty') }}
        scroll={{ y: 420 }}
        onRow={(row) => ({ onClick: () => pick(row), style: { cursor: 'pointer' } })}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selectedKeys(selection),
          onSelect: pick,
          onSelectAll: (checked, _rows, changed) =>
            setSelection((current) =>
              pickRows(
                current,
                changed.map((row) => [rowKey(row), row] as const),
                checked,
              ),
            ),
        }}
        pagination={
          hasPage
            ? {
                current: currentPage,
                pageSize,
                total: list.total,
                showTotal: (total) => t('popup.total', { total }),
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                showQuickJumper: true,
                onChange: list.changePage,
              }
            : false
        }
      />
      <div style={{ textAlign: 'right', marginTop: 16 }}>
        <Space>
          <Button autoInsertSpace={false} onClick={onCancel}>
            {t('picker.cancel')}
          </Button>
          <Button
            type="primary"
            autoInsertSpace={false}
            disabled={selection.length === 0}
            onClick={() => onConfirm(selection)}
          >
            {t('picker.confirm')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
