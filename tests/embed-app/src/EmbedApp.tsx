import {
  type DataProvider,
  SubTableWidget,
  type SubTableWidgetProps,
  UserSelectWidget,
  type UserSelectWidgetProps,
  WidgetsProvider,
} from '@formwork/widgets';
import { useState } from 'react';

/** What this app's form holds: who handles the order, and its lines. */
export interface Order {
  handler: UserSelectWidgetProps['value'];
  lines: NonNullable<SubTableWidgetProps['value']>;
}

const columns: SubTableWidgetProps['columns'] = [
  { jnpfKey: 'input', vModel: 'item', label: '物品', required: true },
  { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量' },
];

/** A form of another app built from the published widgets against its own back end. */
export function EmbedApp(props: {
  dataProvider: DataProvider;
  initial: Order;
  onChange(order: Order): void;
}) {
  const [order, setOrder] = useState(props.initial);
  const update = (next: Order) => {
    setOrder(next);
    props.onChange(next);
  };
  return (
    <WidgetsProvider dataProvider={props.dataProvider}>
      <form aria-label="订单">
        <UserSelectWidget value={order.handler} onChange={(handler) => update({ ...order, handler })} />
        <SubTableWidget
          label="物品明细"
          columns={columns}
          value={order.lines}
          onChange={(lines) => update({ ...order, lines })}
          showSummary
          summaryField={['qty']}
        />
      </form>
    </WidgetsProvider>
  );
}
