import { CopyOutlined, DeleteOutlined, DragOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { DesignItemProps } from '@formwork/runtime';
import { Button, Tooltip } from 'antd';
import type { CSSProperties, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateNodes, type NodeId, removeNodes } from '../../core/index.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useIsSelected, useSession } from '../session/context.js';
import type { DragData, DropData } from './drop.js';
import { useNotice, useOver } from './over-state.js';
import { SubTableColumns } from './SubTableColumns.js';

/**
 * The selected field's drag, copy and delete sit on top of its box's upper edge, outside it, as
 * a tab: inside the box they covered the right end of its input.
 */
const BAR: CSSProperties = {
  position: 'absolute',
  bottom: '100%',
  right: -1,
  zIndex: 3,
  display: 'flex',
  gap: 2,
  background: '#1677ff',
  borderRadius: '4px 4px 0 0',
  padding: '0 2px',
};

const BAR_BUTTON: CSSProperties = { height: 20, width: 22, minWidth: 22 };

function Indicator({ after, horizontal }: { after: boolean; horizontal: boolean }) {
  const line: CSSProperties = horizontal
    ? { top: 0, bottom: 0, width: 3, [after ? 'right' : 'left']: -2 }
    : { left: 0, right: 0, height: 3, [after ? 'bottom' : 'top']: -2 };
  return (
    <div
      aria-hidden
      data-drop-indicator={horizontal ? (after ? 'right' : 'left') : after ? 'below' : 'above'}
      style={{ position: 'absolute', background: '#1677ff', ...line }}
    />
  );
}

/** A field's share of its grid row, in the corner of its box, so the row's columns can be read. */
function SpanBadge({ span }: { span: number }) {
  const t = useDesignerText();
  return (
    <span
      className="fw-designer-span"
      title={t('canvas.spanBadge', { span })}
      style={{
        position: 'absolute',
        left: 2,
        bottom: 0,
        fontSize: 10,
        lineHeight: '12px',
        padding: '0 3px',
        color: '#1677ff',
        background: 'rgba(22,119,255,0.08)',
        borderRadius: 2,
        pointerEvents: 'none',
      }}
    >
      {span}/24
    </span>
  );
}

function Actions({ id, dragProps }: { id: NodeId; dragProps: Record<string, unknown> }) {
  const t = useDesignerText();
  const session = useSession();
  const notice = useNotice();
  const run = (event: MouseEvent, build: typeof duplicateNodes) => {
    event.stopPropagation();
    const refusal = session.run((doc) => build(doc, [id]));
    if (refusal) notice(refusal);
  };
  const white = { color: '#fff' };
  return (
    <div style={BAR} className="fw-designer-item-actions">
      <Tooltip title={t('canvas.drag')}>
        <Button
          type="text"
          size="small"
          style={BAR_BUTTON}
          icon={<DragOutlined style={white} />}
          aria-label={t('canvas.drag')}
          {...dragProps}
        />
      </Tooltip>
      <Tooltip title={t('canvas.copy')}>
        <Button
          type="text"
          size="small"
          style={BAR_BUTTON}
          icon={<CopyOutlined style={white} />}
          aria-label={t('canvas.copy')}
          onClick={(e) => run(e, duplicateNodes)}
        />
      </Tooltip>
      <Tooltip title={t('canvas.remove')}>
        <Button
          type="text"
          size="small"
          style={BAR_BUTTON}
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
  const t = useDesignerText();
  const { i18n } = useTranslation();
  const dropData: DropData | undefined = id === undefined ? undefined : { kind: 'item', id };
  const dragData: DragData | undefined = id === undefined ? undefined : { kind: 'node', id };
  const drop = useDroppable({ id: `item:${id ?? path}`, data: dropData, disabled: id === undefined });
  const drag = useDraggable({ id: `node:${id ?? path}`, data: dragData, disabled: id === undefined });
  if (id === undefined) return <>{children}</>;
  const field = session.document.nodeById(id);
  const parentId = session.document.locate(id)?.parent;
  const inRow = parentId != null && session.document.nodeById(parentId)?.jnpfKey === 'row';
  const intoHere = over.id === `into:${id}`;
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
        outline: isSelected || intoHere ? '2px solid #1677ff' : '1px dashed #d9d9d9',
        outlineOffset: -1,
        padding: container ? 6 : inRow ? '2px 4px 12px' : '2px 4px',
        margin: '2px 0',
        opacity: hidden || drag.isDragging ? 0.45 : 1,
        background: intoHere ? 'rgba(22,119,255,0.08)' : isSelected ? 'rgba(22,119,255,0.04)' : undefined,
      }}
    >
      {over.id === `item:${id}` && <Indicator after={over.after} horizontal={over.horizontal === true} />}
      {inRow && <SpanBadge span={field?.span ?? 24} />}
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
