import { Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import type { OrgNode } from '../data-provider/index.js';
import { useWidgetText } from '../i18n/index.js';
import { EmptyList, useProviderData } from '../picker-dialog/index.js';
import { indexOrgTree, type OrgEntry } from './org-index.js';

export interface OrgTreePaneProps {
  /** The tree, or with a keyword the matching nodes with the branches leading to them. */
  load(keyword: string, signal: AbortSignal): Promise<OrgNode[]>;
  canPick(node: OrgNode): boolean;
  onPick(entry: OrgEntry): void;
}

function toTreeData(nodes: readonly OrgNode[], canPick: (node: OrgNode) => boolean): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.fullName,
    selectable: canPick(node),
    ...(node.children?.length && { children: toTreeData(node.children, canPick) }),
  }));
}

/** The left pane of the organisation pickers: a keyword box (searching on Enter) over the whole tree. */
export function OrgTreePane({ load, canPick, onPick }: OrgTreePaneProps) {
  const t = useWidgetText();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const { data, loading } = useProviderData(`tree:${keyword}`, (signal) => load(keyword, signal));
  const index = useMemo(() => indexOrgTree(data ?? []), [data]);
  const treeData = useMemo(() => toTreeData(data ?? [], canPick), [data, canPick]);
  return (
    <>
      <Input.Search
        placeholder={t('picker.keyword')}
        aria-label={t('picker.keyword')}
        allowClear
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <div style={{ flex: 1, overflowY: 'auto', marginTop: 8 }}>
        {loading ? (
          <Spin style={{ display: 'block', padding: 24 }} />
        ) : treeData.length === 0 ? (
          <EmptyList />
        ) : (
          <Tree
            // A new search opens its whole answer.
            key={keyword}
            treeData={treeData}
            defaultExpandAll
            selectedKeys={[]}
            onSelect={(_keys, { node }) => {
              const entry = index.get(String(node.key));
              if (entry && canPick(entry.node)) onPick(entry);
            }}
            blockNode
          />
        )}
      </div>
    </>
  );
}
