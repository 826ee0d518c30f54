import { Empty, Tree, type TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import { moveNode, type NodeId, placementError } from '../../core/index.js';
import { holdsFields } from '../canvas/drop.js';
import { useNotice } from '../canvas/over-state.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { DesignerMetas } from '../meta.js';
import { useSchema, useSelectedIds, useSession } from '../session/context.js';
import { type OutlineNode, outlineOf } from './tree-data.js';

/** The form's structure: click selects (Ctrl adds), drag moves, hidden fields dimmed. */
export function Outline({ metas, language }: { metas: DesignerMetas; language: DesignerLanguage }) {
  const t = useDesignerText();
  const session = useSession();
  const notice = useNotice();
  const schema = useSchema();
  const selected = useSelectedIds();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tree follows the schema snapshot.
  const data = useMemo(() => outlineOf(session.document, metas, language), [schema, metas, language]);
  const expanded = session.document
    .ids()
    .filter((id) => session.document.childIds(id).length > 0 && !collapsed.has(id));
  if (data.length === 0)
    return <Empty description={t('outline.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    if (dropPosition !== 0) return true;
    const target = session.document.nodeById(String(dropNode.key));
    const moving = session.document.nodeById(String(dragNode.key));
    return !!target && !!moving && holdsFields(target) && placementError(target, moving) === undefined;
  };
  const onDrop: TreeProps['onDrop'] = (info) => {
    const id = String(info.dragNode.key) as NodeId;
    const target = String(info.node.key) as NodeId;
    const doc = session.document;
    let to: { parent: NodeId | null; index: number };
    if (!info.dropToGap) to = { parent: target, index: 0 };
    else {
      const at = doc.locate(target);
      if (!at) return;
      const relative = info.dropPosition - Number(info.node.pos.split('-').at(-1));
      to = { parent: at.parent, index: at.index + (relative > 0 ? 1 : 0) };
    }
    const refusal = session.run((d) => moveNode(d, id, to));
    if (refusal) notice(refusal);
  };

  return (
    <Tree<OutlineNode>
      aria-label={t('outline.title')}
      blockNode
      draggable={{ icon: false }}
      treeData={data}
      expandedKeys={expanded}
      onExpand={(keys) => setCollapsed(new Set(session.document.ids().filter((id) => !keys.includes(id))))}
      selectedKeys={[...selected]}
      multiple
      onSelect={(_keys, info) => {
        const id = String(info.node.key);
        const event = info.nativeEvent as MouseEvent | undefined;
        if (event && (event.ctrlKey || event.metaKey)) session.selection.toggle(id);
        else session.selection.select(id);
      }}
      allowDrop={allowDrop}
      onDrop={onDrop}
      titleRender={(node) => (
        <span style={{ opacity: node.hidden ? 0.45 : 1 }} data-hidden={node.hidden || undefined}>
          {node.title}
        </span>
      )}
    />
  );
}
