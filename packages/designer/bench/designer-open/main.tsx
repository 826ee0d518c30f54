import { FormRenderer, type RuntimeContextValue, RuntimeProvider, type Transport } from '@formwork/runtime';
import { preloadWidgets, WIDGET_METAS } from '@formwork/widgets';
import 'antd/dist/reset.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { generatedForm } from '../../../runtime/bench/form-render/generated-form.js';
import { DesignerPage } from '../../src/react/index.js';

// Measured in the page itself: the runner (tests/bench/designer.mjs) only calls these and reads
// numbers. The designer and FormRenderer open the same generated form in the same page, so the
// ratio between them does not depend on the machine.
const host = document.getElementById('root') as HTMLElement;
let root: Root | undefined;
let opened = 0;

/** The next task, without setTimeout's clamp: effects and paint-free work have run. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

function remount(): Root {
  root?.unmount();
  sessionStorage.clear();
  root = createRoot(host);
  return root;
}

/** Resolves once `check` holds after a DOM change, then lets effects run and lays the page out. */
function whenShown(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const done = async () => {
      observer.disconnect();
      await nextTask();
      host.getBoundingClientRect();
      resolve();
    };
    const observer = new MutationObserver(() => check() && void done());
    observer.observe(host, { childList: true, subtree: true });
    if (check()) void done();
  });
}

const labelShown = (text: string) => () =>
  [...host.querySelectorAll('label')].some((label) => label.textContent === text);

async function renderForm(count: number): Promise<number> {
  const target = remount();
  const schema = generatedForm(count);
  const runtime: RuntimeContextValue = {
    transport: () => Promise.reject(new Error('no server')),
    permissionList: [],
  };
  const started = performance.now();
  flushSync(() =>
    target.render(
      <RuntimeProvider value={runtime}>
        <FormRenderer schema={schema} mode="create" />
      </RuntimeProvider>,
    ),
  );
  await whenShown(labelShown(`字段${count}`));
  return performance.now() - started;
}

/** A server kept in the page: the bench times the browser's work, not the network's. */
function designTransport(count: number): Transport {
  const design = {
    id: 'bench',
    fullName: 'bench',
    enCode: 'bench',
    formData: JSON.stringify(generatedForm(count)),
  };
  return (async (request: { method: string }) =>
    request.method === 'GET' ? design : undefined) as Transport;
}

async function openDesigner(count: number): Promise<number> {
  const target = remount();
  const transport = designTransport(count);
  opened += 1;
  const started = performance.now();
  flushSync(() =>
    target.render(<DesignerPage designId={`bench-${opened}`} metas={WIDGET_METAS} transport={transport} />),
  );
  await whenShown(labelShown(`字段${count}`));
  return performance.now() - started;
}

const item = (label: string) => host.querySelector<HTMLElement>(`[data-node-id][aria-label="${label}"]`);

/**
 * The last step's own event task: the handler with React's render and commit of the urgent
 * update, which is what holds up the next frame; work React defers comes after it.
 */
let eventTask = 0;

async function timed(action: () => void, shown: () => boolean): Promise<number> {
  const started = performance.now();
  action();
  // React renders a click's update in a microtask queued during the event, so before this one.
  await Promise.resolve();
  eventTask = performance.now() - started;
  await whenShown(shown);
  return performance.now() - started;
}

const lastEventTask = () => eventTask;

/** A click on field n in the canvas until its property panel shows its label. */
function select(n: number): Promise<number> {
  const label = `字段${n}`;
  const propertyBox = () =>
    [...host.querySelectorAll<HTMLInputElement>('.fw-designer-properties input')].some(
      (box) => box.value === label,
    );
  return timed(
    () => item(label)?.click(),
    () => item(label)?.dataset.selected === 'true' && propertyBox(),
  );
}

/** Typing one character into the selected field's label until the canvas shows it. */
function editLabel(n: number, suffix: string): Promise<number> {
  const label = `字段${n}`;
  const box = [...host.querySelectorAll<HTMLInputElement>('.fw-designer-properties input')].find(
    (input) => input.value === label,
  );
  if (!box) throw new Error(`no label box for ${label}`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  return timed(
    () => {
      setValue?.call(box, `${label}${suffix}`);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    },
    () => item(`${label}${suffix}`) !== null,
  );
}

function undo(n: number): Promise<number> {
  const label = `字段${n}`;
  return timed(
    () =>
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true })),
    () => item(label) !== null,
  );
}

/** A palette entry dropped by the keyboard (Enter), as dnd-kit's drop runs the same insert. */
function drop(): Promise<number> {
  const before = host.querySelectorAll('[data-node-id]').length;
  const entry = [...host.querySelectorAll<HTMLElement>('.fw-designer-palette-item')].find((li) =>
    li.textContent?.includes('单行输入'),
  );
  if (!entry) throw new Error('no 单行输入 in the palette');
  return timed(
    () => entry.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
    () => host.querySelectorAll('[data-node-id]').length > before,
  );
}

Object.assign(window, { bench: { renderForm, openDesigner, select, editLabel, undo, drop, lastEventTask } });
// The widgets' code is fetched on first use; a bench measures drawing, so it is all here first.
void preloadWidgets().then(() => {
  document.title = 'ready';
});
