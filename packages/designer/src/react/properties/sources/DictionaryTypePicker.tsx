import { useRuntime } from '@formwork/runtime';
import type { DictionaryTypeNode } from '@formwork/schema';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useDesignerText } from '../../i18n/use-designer-text.js';

interface TypeOption {
  value: string;
  title: string;
  enCode: string;
  children?: TypeOption[];
}

function asOptions(nodes: readonly DictionaryTypeNode[]): TypeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: `${node.fullName} (${node.enCode})`,
    enCode: node.enCode,
    ...(node.children?.length ? { children: asOptions(node.children) } : {}),
  }));
}

/** The type whose id or enCode is `value`: forms written by hand name a type by its enCode. */
function findType(options: readonly TypeOption[], value: string): TypeOption | undefined {
  for (const option of options) {
    if (option.value === value || option.enCode === value) return option;
    const inner = findType(option.children ?? [], value);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The dictionary types of the installation to pick from by name, as
 * GET /api/system/DictionaryType/Selector/0 lists them; the field stores the type's id.
 */
export function DictionaryTypePicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange(typeId: string | undefined): void;
}) {
  const t = useDesignerText();
  const { transport } = useRuntime();
  const [options, setOptions] = useState<TypeOption[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    transport<{ list: DictionaryTypeNode[] }>({
      method: 'GET',
      url: '/api/system/DictionaryType/Selector/0',
    }).then(
      (answer) => current && setOptions(asOptions(answer.list)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [transport]);
  const chosen = options && value ? (findType(options, value)?.value ?? value) : value;
  return (
    <TreeSelect
      id={id}
      style={{ width: '100%' }}
      value={chosen}
      treeData={options ?? []}
      loading={!options && !failed}
      status={failed ? 'error' : undefined}
      placeholder={failed ? t('options.loadFailed') : t('options.pickDictionary')}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      allowClear
      onChange={(next: string | undefined) => onChange(next || undefined)}
    />
  );
}
