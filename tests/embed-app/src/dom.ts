import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// What an outside app has without the workspace's test tooling: React, react-dom and the DOM.

const roots: Root[] = [];

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(ui));
  return container;
}

export function unmountAll() {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '');

/** The innermost elements whose text is `text` (antd spaces out two-character button labels). */
export function allByText(text: string, scope: ParentNode = document.body): HTMLElement[] {
  const wanted = squash(text);
  return [...scope.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      squash(element.textContent) === wanted &&
      ![...element.children].some((child) => squash(child.textContent) === wanted),
  );
}

/** Lets React and the data provider's promises settle until `probe` answers something. */
export async function waitFor<T>(what: string, probe: () => T | null | undefined | false): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

export const findByText = (text: string, scope?: ParentNode) =>
  waitFor(`"${text}"`, () => allByText(text, scope)[0]);

/** A user's click: antd selects open on mousedown, most controls act on click. */
export async function click(element: Element) {
  await act(async () => {
    for (const type of ['mousedown', 'mouseup', 'click']) {
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    }
  });
}

/** Sets a box's text as typing does, through the setter React listens behind. */
export async function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
