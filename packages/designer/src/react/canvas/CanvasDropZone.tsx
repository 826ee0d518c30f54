import { useDroppable } from '@dnd-kit/core';
import type { DesignDropZoneProps } from '@formwork/runtime';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSession } from '../session/context.js';
import type { DropData } from './drop.js';
import { useOver } from './over-state.js';

/** What an empty container (or an empty form) shows on the canvas: a place to drop into. */
export function CanvasDropZone({ parent }: DesignDropZoneProps) {
  const t = useDesignerText();
  const session = useSession();
  const id = parent === null ? null : (session.idAt(parent) ?? null);
  const key = `into:${id ?? 'form'}`;
  const data: DropData = { kind: 'into', parent: id };
  const { setNodeRef } = useDroppable({ id: key, data, disabled: parent !== null && id === null });
  const over = useOver().id === key;
  return (
    <div
      ref={setNodeRef}
      data-drop-parent={parent ?? ''}
      style={{
        minHeight: 56,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: `1px dashed ${over ? '#1677ff' : '#c0c0c0'}`,
        background: over ? 'rgba(22,119,255,0.06)' : '#fafafa',
        color: '#999',
        fontSize: 12,
        margin: 4,
      }}
    >
      {parent === null ? t('canvas.empty') : t('canvas.drop')}
    </div>
  );
}
