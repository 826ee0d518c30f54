import { useDroppable } from '@dnd-kit/core';
import { type FormDesign, FormRenderer } from '@formwork/runtime';
import { useSchema, useSession } from '../session/context.js';
import { CanvasDropZone } from './CanvasDropZone.js';
import { CanvasItem } from './CanvasItem.js';
import type { DropData } from './drop.js';

const DESIGN: FormDesign = { Item: CanvasItem, DropZone: CanvasDropZone };

/** The form as the runtime renders it, in design mode; a drop on the blank part appends. */
export function Canvas() {
  const schema = useSchema();
  const session = useSession();
  const data: DropData = { kind: 'into', parent: null };
  const { setNodeRef } = useDroppable({ id: 'into:form-end', data });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a click on the blank canvas clears the selection; Escape does it from the keyboard.
    <div
      ref={setNodeRef}
      className="fw-designer-canvas"
      onClick={() => session.selection.clear()}
      // Room above the first field for the tab of actions a selected field wears on its top edge.
      style={{ background: '#fff', padding: '24px 16px 16px', minHeight: '100%', boxSizing: 'border-box' }}
    >
      <FormRenderer schema={schema} mode="create" design={DESIGN} />
    </div>
  );
}
