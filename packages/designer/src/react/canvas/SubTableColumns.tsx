import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Tag, Typography } from 'antd';
import type { MouseEvent } from 'react';
import type { NodeId } from '../../core/index.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useIsSelected, useSchema, useSession } from '../session/context.js';
import type { DragData, DropData } from './drop.js';
import { useOver } from './over-state.js';

function Column({ id }: { id: NodeId }) {
  const session = useSession();
  const selected = useIsSelected(id);
  const field = session.document.nodeById(id);
  const data: DragData = { kind: 'node', id };
  const drag = useDraggable({ id: `node:${id}`, data });
  const drop = useDroppable({ id: `item:${id}`, data: { kind: 'item', id } satisfies DropData });
  const select = (event: MouseEvent) => {
    event.stopPropagation();
    session.selection.select(id);
  };
  return (
    <span ref={drop.setNodeRef}>
      <Tag
        ref={drag.setNodeRef}
        {...drag.attributes}
        {...drag.listeners}
        color={selected ? 'blue' : undefined}
        onClick={select}
        style={{ cursor: 'grab' }}
      >
        {field?.label || field?.vModel || field?.jnpfKey}
      </Tag>
    </span>
  );
}

/**
 * A sub-table's columns as chips: the runtime draws the table itself, so its columns are
 * selected, reordered and dropped here.
 */
export function SubTableColumns({ id }: { id: NodeId }) {
  const t = useDesignerText();
  const session = useSession();
  useSchema();
  const over = useOver();
  const drop = useDroppable({ id: `into:${id}`, data: { kind: 'into', parent: id } satisfies DropData });
  const columns = session.document.childIds(id);
  return (
    <div
      ref={drop.setNodeRef}
      style={{
        marginTop: 4,
        padding: 6,
        border: `1px dashed ${over.id === `into:${id}` ? '#1677ff' : '#d9d9d9'}`,
        pointerEvents: 'auto',
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12, marginRight: 6 }}>
        {t('canvas.columns')}
      </Typography.Text>
      {columns.map((column) => (
        <Column key={column} id={column} />
      ))}
      {columns.length === 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('canvas.columnsDrop')}
        </Typography.Text>
      )}
    </div>
  );
}
