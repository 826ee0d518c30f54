import { Input, Spin, Tree, TreeSelect } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNarrow } from '../../responsive/use-narrow.js';
import { useRuntime } from '../../runtime-context.js';
import type { ListTree, TreeOption } from '../types.js';
import { useListTexts } from '../use-list-texts.js';
import { filterTree, nodesOfAnswer, toTreeOptions } from './tree-options.js';

export interface TreePanelProps {
  tree: ListTree;
  /** Given instead of fetching. */
  options?: TreeOption[];
  value?: string | number;
  onSelect: (value: string | number | undefined) => void;
  /** Told once the nodes are here (or could not be fetched), with the first one's value. */
  onReady?: (first: string | number | undefined) => void;
  /** Each new value fetches the nodes again. */
  refresh?: number;
}

function useTreeOptions(
  tree: ListTree,
  given: TreeOption[] | undefined,
  onReady: TreePanelProps['onReady'],
  refresh = 0,
) {
  const { transport } = useRuntime();
  const [fetched, setFetched] = useState<TreeOption[]>([]);
  const [loading, setLoading] = useState(false);
  const ready = useRef(onReady);
  ready.current = onReady;
  const url = given ? null : tree.url;
  const { idField, labelField, childrenField } = tree;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is how the list asks for a refetch.
  useEffect(() => {
    if (!url) return ready.current?.(given?.[0]?.value);
    const controller = new AbortController();
    setLoading(true);
    transport<unknown>({ method: 'GET', url, signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        const options = toTreeOptions(nodesOfAnswer(answer), labelField, idField, childrenField);
        setFetched(options);
        ready.current?.(options[0]?.value);
      })
      .catch(() => {
        if (!controller.signal.aborted) ready.current?.(undefined);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [transport, url, labelField, idField, childrenField, given, refresh]);
  return { options: given ?? fetched, loading };
}

type AntdNode = { key: string | number; title: string; children?: AntdNode[] };
const toAntd = (options: readonly TreeOption[]): AntdNode[] =>
  options.map((o) => ({ key: o.value, title: o.label, children: o.children && toAntd(o.children) }));

type PickNode = { value: string | number; title: string; children?: PickNode[] };
const toPick = (options: readonly TreeOption[]): PickNode[] =>
  options.map((o) => ({ value: o.value, title: o.label, children: o.children && toPick(o.children) }));

/**
 * The tree beside a list: choosing a node filters the table by it. On a phone it folds into one
 * searchable select above the list, so the table keeps the screen's width and the tree stays one
 * tap away however many nodes it has.
 */
export function TreePanel({ tree, options: given, value, onSelect, onReady, refresh }: TreePanelProps) {
  const { options, loading } = useTreeOptions(tree, given, onReady, refresh);
  const [text, setText] = useState('');
  const texts = useListTexts();
  const narrow = useNarrow();
  const treeData = useMemo(() => toAntd(filterTree(options, text)), [options, text]);
  const pickData = useMemo(() => (narrow ? toPick(options) : []), [narrow, options]);
  if (narrow)
    return (
      <aside aria-label={tree.title || texts.tree} style={{ marginBottom: 12 }}>
        {tree.title && <h4 style={{ margin: '0 0 8px' }}>{tree.title}</h4>}
        <TreeSelect
          aria-label={tree.title || texts.tree}
          treeData={pickData}
          value={value}
          placeholder={texts.treeAll}
          // Clearing lets go of the node, as a second click does in the tree, and shows every row.
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          loading={loading}
          onChange={(next) => onSelect(next ?? undefined)}
          style={{ width: '100%' }}
        />
      </aside>
    );
  return (
    <aside aria-label={tree.title || texts.tree} style={{ width: 220, flexShrink: 0, marginRight: 12 }}>
      {tree.title && <h4 style={{ margin: '0 0 8px' }}>{tree.title}</h4>}
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
