import { preloadWidgets } from '@formwork/widgets';
import { FormRenderer, type RuntimeContextValue, RuntimeProvider } from '../../src/index.js';
import 'antd/dist/reset.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { generatedForm } from './generated-form.js';

// Measured in the page itself: the runner (form-render.mjs) only calls these and reads numbers.
const runtime: RuntimeContextValue = {
  transport: () => Promise.reject(new Error('no server in the bench')),
  permissionList: [],
};
const host = document.getElementById('root') as HTMLElement;
let root: Root | undefined;

/** The next task, without setTimeout's clamp: effects and paint-free work have run. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function renderForm(count: number): Promise<number> {
  root?.unmount();
  root = createRoot(host);
  const schema = generatedForm(count);
  const started = performance.now();
  flushSync(() =>
    root?.render(
      <RuntimeProvider value={runtime}>
        <FormRenderer schema={schema} mode="create" />
      </RuntimeProvider>,
    ),
  );
  await nextTask();
  const last = [...host.querySelectorAll('label')].some((label) => label.textContent === `字段${count}`);
  if (!last) throw new Error('the last field did not render');
  // Layout of the whole form is part of what the user waits for.
  host.getBoundingClientRect();
  return performance.now() - started;
}

/** One keystroke into the first text box: React's update of the field and its validation. */
async function keystroke(text: string): Promise<number> {
  const box = host.querySelector('input.ant-input') as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const started = performance.now();
  setValue?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await nextTask();
  host.getBoundingClientRect();
  return performance.now() - started;
}

Object.assign(window, { bench: { renderForm, keystroke } });
// The widgets' code is fetched on first use; a bench measures drawing, so it is all here first.
void preloadWidgets().then(() => {
  document.title = 'ready';
});
