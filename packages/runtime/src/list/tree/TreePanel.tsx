import type { ListSchema } from '@formwork/schema';
import { Input, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../../runtime-context.js';
import type { TreeOption } from '../types.js';
import { useListTexts } from '../use-list-texts.js';
import { filterTree, nodesOfAnswer, toTreeOptions, treeUrl } from './tree-options.js';

export interface TreePanelProps {
  list: ListSchema;
  /** Given instead of fetching. */
  options?: TreeOption[];
  value?: string | number;
  onSelect: (value: string | number | undefined) => void;
}

function useTreeOptions(list: ListSchema, given?: TreeOption[]) {
  const { transport } = useRuntime();
  const [fetched, setFetched] = useState<TreeOption[]>([]);
  const [loading, setLoading] = useState(false);
  const url = given ? null : treeUrl(list);
  const labelKey = list.treePropsLabel || 'fullName';
  const valueKey = list.treePropsValue || 'id';
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setLoading(true);
    transport<unknown>({ method: 'GET', url, signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setFetched(toTreeOptions(nodesOfAnswer(answer), labelKey, valueKey));
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [transport, url, labelKey, valueKey]);
  return { options: given ?? fetched, loading };
}

type AntdNode = { key: string | number; title: string; children?: AntdNode[] };
const toAntd = (options: readonly TreeOption[]): AntdNode[] =>
  options.map((o) => ({ key: o.value, title: o.label, children: o.children && toAntd(o.children) }));

/** The left panel of a type-2 list: choosing a node filters the table by the tree relation. */
export function TreePanel({ list, options: given, value, onSelect }: TreePanelProps) {
  const { options, loading } = useTreeOptions(list, given);
  const [text, setText] = useState('');
  const texts = useListTexts();
  const treeData = useMemo(() => toAntd(filterTree(options, text)), [options, text]);
  return (
    <aside aria-label={list.treeTitle || texts.tree} style={{ width: 220, flexShrink: 0, marginRight: 12 }}>
      {list.treeTitle && <h4 style={{ margin: '0 0 8px' }}>{list.treeTitle}</h4>}
      <Input.Search
        aria-label={texts.treeSearch}
        placeholder={texts.treeSearch}
        allowClear
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={loading}>
        {/* Remounted per search so every branch holding a match opens. */}
        <Tree
          key={`${text}:${options.length}`}
          treeData={treeData}
          selectedKeys={value === undefined ? [] : [value]}
          // A second click on the chosen node lets go of it and shows every row again.
          onSelect={(keys) => onSelect(keys[0] as string | number | undefined)}
          defaultExpandAll
          blockNode
        />
      </Spin>
    </aside>
  );
}
