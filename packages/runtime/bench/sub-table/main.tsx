import { preloadWidgets, SubTableWidget } from '@formwork/widgets';
import { FormRenderer, type RuntimeContextValue, RuntimeProvider } from '../../src/index.js';
import 'antd/dist/reset.css';
import { type ReactNode, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ArrayTableBench, arrayTableForm } from './array-table.js';
import { benchColumns, benchForm, benchRows, ROWS } from './rows.js';

// Measured in the page itself: the runner (tests/bench/sub-table.mjs) calls these and reads numbers.
const runtime: RuntimeContextValue = {
  transport: () => Promise.reject(new Error('no server in the bench')),
  permissionList: [],
};
const host = document.getElementById('root') as HTMLElement;
let root: Root | undefined;

export type Contender = 'widget' | 'form' | 'arrayTable';

/** The next task, without setTimeout's clamp: effects and paint-free work have run. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const columns = benchColumns();
const form = benchForm();

/** The plain widget, its rows kept by a parent as any controlled component's are. */
function PlainHolder({ rows }: { rows: Record<string, unknown>[] }) {
  const [value, setValue] = useState(rows);
  return <SubTableWidget columns={columns} value={value} onChange={setValue} maxHeight={600} />;
}

function contender(kind: Contender): ReactNode {
  const rows = benchRows();
  if (kind === 'widget') return <PlainHolder rows={rows} />;
  if (kind === 'form')
    return (
      <RuntimeProvider value={runtime}>
        <FormRenderer schema={form} mode="edit" initialValues={{ rows }} />
      </RuntimeProvider>
    );
  return <ArrayTableBench form={arrayTableForm(rows)} />;
}

/** The first cell's text box: the one a keystroke goes to. */
function firstBox(kind: Contender): HTMLInputElement | null {
  return host.querySelector(kind === 'arrayTable' ? '.ant-table-tbody input' : '.fw-sub-table-row input');
}

/** From nothing to the table on screen and laid out (ArrayTable: all its rows; ours: those in view). */
async function render(kind: Contender): Promise<number> {
  root?.unmount();
  host.textContent = '';
  root = createRoot(host);
  const started = performance.now();
  flushSync(() => root?.render(contender(kind)));
  await nextTask();
  host.getBoundingClientRect();
  const elapsed = performance.now() - started;
  if (!firstBox(kind)) throw new Error(`${kind}: the first cell did not render`);
  if (kind === 'arrayTable' && host.querySelectorAll('.ant-table-tbody tr.ant-table-row').length !== ROWS)
    throw new Error('ArrayTable did not render every row');
  return elapsed;
}

/** One keystroke into the first cell: the update of that cell, its row and its checks. */
async function keystroke(kind: Contender, text: string): Promise<number> {
  const box = firstBox(kind) as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const started = performance.now();
  setValue?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await nextTask();
  host.getBoundingClientRect();
  const elapsed = performance.now() - started;
  if (firstBox(kind)?.value !== text) throw new Error(`${kind}: the keystroke did not land`);
  return elapsed;
}

/** Rows drawn in the DOM right now (virtualized tables draw only those in view). */
const rowsInDom = (kind: Contender) =>
  host.querySelectorAll(kind === 'arrayTable' ? '.ant-table-tbody tr.ant-table-row' : '.fw-sub-table-row')
    .length;

Object.assign(window, { bench: { render, keystroke, rowsInDom } });
// The widgets' code is fetched on first use; a bench measures drawing, so it is all here first.
void preloadWidgets().then(() => {
  document.title = 'ready';
});
