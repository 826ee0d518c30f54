import { Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { type OrgNode, useDataProvider } from '../data-provider/index.js';
import { EmptyList, useProviderData } from '../picker-dialog/index.js';

/** The user tree's root node id: the top organisations. */
export const USER_TREE_ROOT = '0';

interface UserTreeNode extends TreeDataNode {
  org: OrgNode;
  children?: UserTreeNode[];
}

const isUser = (node: OrgNode) => node.type === 'user';

/**
 * Tree nodes keyed by their path: a user linked to two organisations appears under both, and
 * the tree needs each key once.
 */
function toTreeNodes(
  nodes: readonly OrgNode[],
  levels: Record<string, OrgNode[]>,
  parentKey: string,
): UserTreeNode[] {
  return nodes.map((org) => {
    const key = `${parentKey}/${org.id}`;
    const loaded = levels[org.id];
    return {
      key,
      title: org.fullName,
      org,
      isLeaf: isUser(org) || org.hasChildren === false || loaded?.length === 0,
      ...(loaded && { children: toTreeNodes(loaded, levels, key) }),
    };
  });
}

/**
 * 全部数据: the organisations from node '0', each level fetched when it is first opened
 * (clicking a name opens it too); clicking a user picks them.
 */
export function UserTree({ onPick }: { onPick(user: OrgNode): void }) {
  const provider = useDataProvider();
  const root = useProviderData(USER_TREE_ROOT, (signal) =>
    provider.userTree({ nodeId: USER_TREE_ROOT }, signal),
  );
  const [levels, setLevels] = useState<Record<string, OrgNode[]>>({});
  const treeData = useMemo(() => toTreeNodes(root.data ?? [], levels, ''), [root.data, levels]);

  // A level that fails to load shows as empty (no message).
  const loadLevel = ({ org }: UserTreeNode) =>
    provider.userTree({ nodeId: org.id }).then(
      (children) => setLevels((current) => ({ ...current, [org.id]: children })),
      () => setLevels((current) => ({ ...current, [org.id]: [] })),
    );

  if (root.loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (treeData.length === 0) return <EmptyList />;
  return (
    <Tree<UserTreeNode>
      treeData={treeData}
      loadData={loadLevel}
      expandAction="click"
      selectedKeys={[]}
      onSelect={(_keys, { node }) => {
        if (isUser(node.org)) onPick(node.org);
      }}
      blockNode
    />
  );
}
