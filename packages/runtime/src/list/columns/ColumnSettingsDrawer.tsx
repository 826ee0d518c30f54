import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ColumnSetting, ListColumn } from '@formwork/schema';
import { Button, Drawer } from 'antd';
import { useListTexts } from '../use-list-texts.js';
import { moveSetting, toggleSetting } from './column-settings.js';
import { SortableColumn } from './SortableColumn.js';

/** The column settings drawer is 320 px wide. */
export const COLUMN_DRAWER_WIDTH = 320;

export interface ColumnSettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  columns: readonly ListColumn[];
  settings: readonly ColumnSetting[];
  onChange: (next: ColumnSetting[]) => void;
  onRestore: () => void;
}

export function ColumnSettingsDrawer(props: ColumnSettingsDrawerProps) {
  const { open, onClose, columns, settings, onChange, onRestore } = props;
  const texts = useListTexts();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labels = new Map(columns.map((column) => [column.prop, column.label]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(moveSetting(settings, String(active.id), String(over.id)));
  };

  return (
    <Drawer title={texts.columnsTitle} width={COLUMN_DRAWER_WIDTH} open={open} onClose={onClose}>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}
      >
        <strong>{texts.columnsHeader}</strong>
        <Button type="link" size="small" onClick={onRestore}>
          {texts.columnsRestore}
        </Button>
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext
          items={settings.map((setting) => setting.prop)}
          strategy={verticalListSortingStrategy}
        >
          <ul aria-label={texts.columnsHeader} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {settings.map((setting) => (
              <SortableColumn
                key={setting.prop}
                prop={setting.prop}
                label={labels.get(setting.prop) ?? setting.prop}
                visible={setting.visible}
                onToggle={(visible) => onChange(toggleSetting(settings, setting.prop, visible))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </Drawer>
  );
}
