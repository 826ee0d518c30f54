import { Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { type AreaNode, useDataProvider } from '../data-provider/index.js';
import { EmptyList, useProviderData } from '../picker-dialog/index.js';
import { AREA_ROOT_ID, isAreaLeaf, type PickedArea } from './area-path.js';

interface AreaTreeNode extends TreeDataNode {
  key: string;
  area: PickedArea;
  pickable: boolean;
  children?: AreaTreeNode[];
}

const TOP: PickedArea = { path: [], names: [] };

function toTreeNodes(
  areas: readonly AreaNode[],
  levels: Readonly<Record<string, AreaNode[]>>,
  parent: PickedArea,
  level: number,
): AreaTreeNode[] {
  return areas.map((node) => {
    const area = { path: [...parent.path, node.id], names: [...parent.names, node.fullName] };
    const pickable = isAreaLeaf(node, area.path.length - 1, level);
    const loaded = pickable ? undefined : levels[node.id];
    return {
      key: node.id,
      title: node.fullName,
      area,
      pickable,
      // A node whose children did not come (none, or the call failed) shows no expander.
      isLeaf: pickable || loaded?.length === 0,
      ...(loaded && { children: toTreeNodes(loaded, levels, area, level) }),
    };
  });
}

export interface AreaTreeProps {
  level: number;
  onPick(area: PickedArea): void;
}

/**
 * Provinces from root -1, each level fetched when first opened (clicking a name opens it);
 * clicking a place at the configured depth, or a real leaf, picks it.
 */
export function AreaTree({ level, onPick }: AreaTreeProps) {
  const provider = useDataProvider();
  const root = useProviderData(AREA_ROOT_ID, (signal) =>
    provider.areaChildren({ parentId: AREA_ROOT_ID }, signal),
  );
  const [levels, setLevels] = useState<Record<string, AreaNode[]>>({});
  const treeData = useMemo(
    () => toTreeNodes(root.data ?? [], levels, TOP, level),
    [root.data, levels, level],
  );

  // A level that fails to load stops loading, without a message.
  const loadLevel = ({ key }: AreaTreeNode) =>
    provider.areaChildren({ parentId: key }).then(
      (children) => setLevels((current) => ({ ...current, [key]: children })),
      () => setLevels((current) => ({ ...current, [key]: [] })),
    );

  if (root.loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (treeData.length === 0) return <EmptyList />;
  return (
    <div style={{ overflowY: 'auto', minHeight: 0 }}>
      <Tree<AreaTreeNode>
        treeData={treeData}
        loadData={loadLevel}
        expandAction="click"
        selectedKeys={[]}
        onSelect={(_keys, { node }) => {
          if (node.pickable) onPick(node.area);
        }}
        blockNode
      />
    </div>
  );
}
