import { type ComponentType, useState } from 'react';
import { type DataProvider, WidgetsProvider } from '../data-provider/index.js';

interface ListWidgetProps<V> {
  value?: V[] | null;
  onChange?: (value: V[] | null) => void;
}

/**
 * For the upload widgets' tests: the widget in a form that keeps its value, as a real form would,
 * so each finished upload adds to what the earlier ones left.
 */
export function HeldField<V, P extends ListWidgetProps<V>>({
  widget: Widget,
  provider,
  props,
  onChange,
}: {
  widget: ComponentType<P>;
  provider: DataProvider;
  props: Partial<P>;
  onChange: (value: V[] | null) => void;
}) {
  const [value, setValue] = useState<V[] | null>(props.value ?? null);
  const held = {
    ...props,
    value,
    onChange: (next: V[] | null) => {
      setValue(next);
      onChange(next);
    },
  } as P;
  return (
    <WidgetsProvider dataProvider={provider}>
      <Widget {...held} />
    </WidgetsProvider>
  );
}
