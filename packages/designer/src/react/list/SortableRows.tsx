import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useDesignerText } from '../i18n/use-designer-text.js';

export interface SortableRowsProps {
  /** One key per row, stable while the rows are reordered (a column's prop, a search's prop). */
  keys: readonly string[];
  /** What the list is, for the drag handles' names: 列, 查询字段. */
  what: string;
  onMove(from: number, to: number): void;
  render(index: number): ReactNode;
  selected?: number | undefined;
  onSelect?(index: number): void;
}

function Row({
  id,
  index,
  name,
  selected,
  onSelect,
  children,
}: {
  id: string;
  index: number;
  name: string;
  selected: boolean;
  onSelect?: ((index: number) => void) | undefined;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    // The row is chosen by any click inside it (its inputs included); from the keyboard, focus
    // inside it chooses it.
    <li
      ref={setNodeRef}
      data-row={id}
      onClickCapture={() => onSelect?.(index)}
      onFocusCapture={() => onSelect?.(index)}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '4px 6px',
        marginBottom: 4,
        border: `1px solid ${selected ? '#1677ff' : '#eee'}`,
        borderRadius: 4,
        background: isDragging ? '#f0f5ff' : '#fff',
        transform: CSS.Transform.toString(transform),
        transition,
      }}
    >
      <button
        type="button"
        aria-label={name}
        {...attributes}
        {...listeners}
        style={{ cursor: 'grab', border: 'none', background: 'none', padding: 2, color: '#999' }}
      >
        <HolderOutlined />
      </button>
      {children}
    </li>
  );
}

/**
 * Rows the user puts in order by dragging their handle, or from the keyboard: Space on a handle
 * picks the row up, the arrow keys move it, Space puts it down.
 */
export function SortableRows({ keys, what, onMove, render, selected, onSelect }: SortableRowsProps) {
  const t = useDesignerText();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={[...keys]} strategy={verticalListSortingStrategy}>
        <ul aria-label={what} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {keys.map((key, index) => (
            <Row
              key={key}
              id={key}
              index={index}
              name={t('list.dragHandle', { what, index: index + 1 })}
              selected={selected === index}
              onSelect={onSelect}
            >
              {render(index)}
            </Row>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
