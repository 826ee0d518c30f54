import { CopyOutlined, DeleteOutlined, DragOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { DesignItemProps } from '@formwork/runtime';
import { Button, Tooltip } from 'antd';
import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateNodes, type NodeId, removeNodes } from '../../core/index.js';
import { useIsSelected, useSession } from '../session/context.js';
import type { DragData, DropData } from './drop.js';
import { useNotice, useOver } from './over-state.js';
import { SubTableColumns } from './SubTableColumns.js';

const BAR: CSSProperties = {
  position: 'absolute',
  top: -1,
  right: -1,
  zIndex: 2,
  display: 'flex',
  gap: 2,
  background: '#1677ff',
  borderRadius: '0 0 0 4px',
  padding: '0 2px',
};

function Indicator({ after }: { after: boolean }) {
  return (
    <div
      aria-hidden
      style={{
        position: 'absolute',
        left: 0,
        right: 0,
        height: 3,
        background: '#1677ff',
        [after ? 'bottom' : 'top']: -2,
      }}
    />
  );
}

function Actions({ id, dragProps }: { id: NodeId; dragProps: Record<string, unknown> }) {
  const { t } = useTranslation();
  const session = useSession();
  const notice = useNotice();
  const run = (event: MouseEvent, build: typeof duplicateNodes) => {
    event.stopPropagation();
    const refusal = session.run((doc) => build(doc, [id]));
    if (refusal) notice(refusal);
  };
  const white = { color: '#fff' };
  return (
    <div style={BAR}>
      <Tooltip title={t('canvas.drag')}>
        <Button
          type="text"
          size="small"
          icon={<DragOutlined style={white} />}
          aria-label={t('canvas.drag')}
          {...dragProps}
        />
      </Tooltip>
      <Tooltip title={t('canvas.copy')}>
        <Button
          type="text"
          size="small"
          icon={<CopyOutlined style={white} />}
          aria-label={t('canvas.copy')}
          onClick={(e) => run(e, duplicateNodes)}
        />
      </Tooltip>
      <Tooltip title={t('canvas.remove')}>
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined style={white} />}
          aria-label={t('canvas.remove')}
          onClick={(e) => run(e, removeNodes)}
        />
      </Tooltip>
    </div>
  );
}

/** Counts renders of canvas items, for tests that check a click re-renders only what it changes. */
export const canvasItemProbe = { renders: 0 };

/**
 * The overlay around what the runtime draws for one field: selection box, drag handle, copy and
 * delete, and the drop indicator. A leaf field's widget takes no clicks, so the canvas only
 * selects; a container's content stays live for the fields inside it.
 */
export function CanvasItem({ path, jnpfKey, container, hidden, children }: DesignItemProps) {
  canvasItemProbe.renders += 1;
  const session = useSession();
  const id = session.idAt(path);
  const isSelected = useIsSelected(id);
  const over = useOver();
  const { t, i18n } = useTranslation();
  const dropData: DropData | undefined = id === undefined ? undefined : { kind: 'item', id };
  const dragData: DragData | undefined = id === undefined ? undefined : { kind: 'node', id };
  const drop = useDroppable({ id: `item:${id ?? path}`, data: dropData, disabled: id === undefined });
  const drag = useDraggable({ id: `node:${id ?? path}`, data: dragData, disabled: id === undefined });
  if (id === undefined) return <>{children}</>;
  const field = session.document.nodeById(id);
  // Named as the canvas draws it: the label in the designer's language when the field has one.
  const labels = field?.props?.labelI18n as Partial<Record<string, string>> | undefined;
  const own = labels && Object.hasOwn(labels, i18n.language) ? labels[i18n.language] : undefined;
  const name = own || field?.label || field?.vModel || jnpfKey;
  const select = (event: MouseEvent) => {
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey) session.selection.toggle(id);
    else session.selection.select(id);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useSemanticElements: the keyboard selects through the outline; a fieldset's own border and padding would change the layout the runtime draws.
    <div
      ref={drop.setNodeRef}
      role="group"
      aria-label={name}
      data-node-id={id}
      data-selected={isSelected || undefined}
      onClick={select}
      className="fw-designer-item"
      style={{
        position: 'relative',
        outline: isSelected ? '2px solid #1677ff' : '1px dashed #d9d9d9',
        outlineOffset: -1,
        padding: container ? 6 : '2px 4px',
        margin: '2px 0',
        opacity: hidden || drag.isDragging ? 0.45 : 1,
        background: isSelected ? 'rgba(22,119,255,0.04)' : undefined,
      }}
    >
      {over.id === `item:${id}` && <Indicator after={over.after} />}
      {isSelected && (
        <Actions id={id} dragProps={{ ref: drag.setNodeRef, ...drag.attributes, ...drag.listeners }} />
      )}
      {hidden && (
        <span style={{ position: 'absolute', left: 4, top: 0, fontSize: 11, color: '#999' }}>
          {t('canvas.hidden')}
        </span>
      )}
      <div style={container ? undefined : { pointerEvents: 'none' }}>{children}</div>
      {jnpfKey === 'table' && <SubTableColumns id={id} />}
    </div>
  );
}
