import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Switch } from 'antd';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { HolderIcon } from '../icons.js';

export interface SortableColumnProps {
  prop: string;
  label: string;
  visible: boolean;
  onToggle: (visible: boolean) => void;
}

/** One column in the settings drawer: a drag handle (mouse or keyboard), its label, a switch. */
export function SortableColumn({ prop, label, visible, onToggle }: SortableColumnProps) {
  const t = useRuntimeText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: prop,
    });
  return (
    <li
      ref={setNodeRef}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 0',
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        background: 'inherit',
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        aria-label={t('list.dragColumn', { label })}
        style={{ cursor: 'grab', border: 0, background: 'none', padding: 2, display: 'flex' }}
        {...attributes}
        {...listeners}
      >
        <HolderIcon />
      </button>
      <span style={{ flex: 1 }}>{label}</span>
      <Switch size="small" aria-label={label} checked={visible} onChange={onToggle} />
    </li>
  );
}
