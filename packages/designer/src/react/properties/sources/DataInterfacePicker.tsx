import { useRuntime } from '@formwork/runtime';
import type { PagedList } from '@formwork/schema';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface InterfaceRow {
  id: string;
  fullName: string;
  enCode: string;
}

/** How many interfaces one search shows; typing narrows them down. */
const PAGE = 50;

/**
 * The enabled data interfaces to pick from by name or code, searched on the server through
 * GET /api/system/DataInterface; the field stores the interface's id.
 */
export function DataInterfacePicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange(interfaceId: string | undefined): void;
}) {
  const { t } = useTranslation();
  const { transport } = useRuntime();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<InterfaceRow[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const query = new URLSearchParams({ keyword, currentPage: '1', pageSize: String(PAGE) });
    transport<PagedList<InterfaceRow>>({ method: 'GET', url: `/api/system/DataInterface?${query}` }).then(
      (answer) => {
        if (!current) return;
        setRows(answer.list);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [transport, keyword]);
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      value={value}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={!rows && !failed}
      status={failed ? 'error' : undefined}
      placeholder={failed ? t('options.loadFailed') : t('options.pickInterface')}
      allowClear
      options={(rows ?? []).map((row) => ({ value: row.id, label: `${row.fullName} (${row.enCode})` }))}
      onChange={(next: string | undefined) => onChange(next || undefined)}
    />
  );
}
