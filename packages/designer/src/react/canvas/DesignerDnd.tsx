import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import type { DesignerLanguage } from '../i18n/instance.js';
import type { DesignerMetas } from '../meta.js';
import { useSession } from '../session/context.js';
import { applyDrop } from './apply-drop.js';
import { type DragData, type DropData, type ResolvedDrop, resolveDrop } from './drop.js';
import { OverContext, type OverState, useNotice } from './over-state.js';

const area = (rect: { width: number; height: number } | undefined) =>
  rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;

/** Droppables nest (a field inside a card inside the form): the innermost under the pointer wins. */
const innermost: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const list = hits.length > 0 ? hits : rectIntersection(args);
  return [...list].sort((a, b) => area(args.droppableRects.get(a.id)) - area(args.droppableRects.get(b.id)));
};

/** The droppable's key as the canvas draws it: a field's own, or the container a drop goes into. */
const keyOf = (over: DropData) =>
  over.kind === 'item' ? `item:${over.id}` : `into:${over.parent ?? 'form'}`;

const NOWHERE: OverState = { id: null, after: false };

/** Drag and drop between the palette, the canvas and its containers. */
export function DesignerDnd({
  metas,
  language,
  children,
}: {
  metas: DesignerMetas;
  language: DesignerLanguage;
  children: ReactNode;
}) {
  const session = useSession();
  const notice = useNotice();
  const [over, setOver] = useState<OverState>(NOWHERE);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  /** Where the drag would land now: the dragged thing's middle decides the side. */
  const resolve = (event: DragMoveEvent | DragEndEvent): ResolvedDrop | undefined => {
    const target = event.over?.data.current as DropData | undefined;
    const box = event.over?.rect;
    const moving = event.active.rect.current.translated;
    if (!target || !box) return undefined;
    if (!moving) return { over: target, after: false, horizontal: false };
    const point = { x: moving.left + moving.width / 2, y: moving.top + moving.height / 2 };
    return resolveDrop(session.document, target, box, point);
  };
  const track = (event: DragMoveEvent) => {
    const landing = resolve(event);
    const id = landing ? keyOf(landing.over) : event.over ? String(event.over.id) : null;
    const after = landing?.after ?? false;
    const horizontal = landing?.horizontal ?? false;
    setOver((current) =>
      current.id === id && current.after === after && current.horizontal === horizontal
        ? current
        : { id, after, horizontal },
    );
  };
  const end = (event: DragEndEvent) => {
    setOver(NOWHERE);
    setDragging(null);
    const drag = event.active.data.current as DragData | undefined;
    const landing = resolve(event);
    if (!drag || !landing) return;
    const refusal = applyDrop(session, metas, drag, landing.over, landing.after);
    if (refusal) notice(refusal);
  };
  const start = (event: DragStartEvent) =>
    setDragging((event.active.data.current as DragData | undefined) ?? null);
  const label = (drag: DragData) =>
    drag.kind === 'palette'
      ? (metas.get(drag.jnpfKey)?.title[language] ?? drag.jnpfKey)
      : (session.document.nodeById(drag.id)?.label ?? drag.id);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermost}
      onDragStart={start}
      onDragMove={track}
      onDragOver={track}
      onDragEnd={end}
      onDragCancel={() => {
        setOver(NOWHERE);
        setDragging(null);
      }}
    >
      <OverContext.Provider value={over}>{children}</OverContext.Provider>
      <DragOverlay dropAnimation={null}>{dragging && <Tag color="blue">{label(dragging)}</Tag>}</DragOverlay>
    </DndContext>
  );
}
