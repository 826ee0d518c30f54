import { type RefObject, useEffect, useRef } from 'react';

/** What antd's pickers do through their ref: focus one input (a range picker's takes an index). */
interface Focusable {
  focus(options?: { index?: number }): void;
}

/** Where the user went before the picker's code arrived: an input, and whether by a click or a tap. */
export interface FocusOn {
  index: number;
  /** A click opens the panel, as it does on a picker; focus from the keyboard only focuses. */
  click: boolean;
  /** Text typed into each input before the picker was drawn, by input. */
  typed: string[];
}

/** Types `text` into a React-driven input, as a user's typing would: the picker parses it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A ref that focuses the input the user went to when the picker is first drawn, and only then,
 * unless the focus is elsewhere by now, and types into each input what the user typed before;
 * after a click it clicks the input too, which opens the panel (focus alone does not). Undefined
 * does nothing.
 */
export function useFocusOnMount<T>(focusOn: FocusOn | undefined): RefObject<T> {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only where the user went when it was drawn counts.
  useEffect(() => {
    // antd types a range picker's ref as a single picker's, though it takes the index.
    const picker = ref.current as Focusable | null;
    // Only the focus the swap took away is given back: a user who went on to another field keeps it.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (!focusOn || !focusLost || !picker) return;
    const focusAt = (index: number) => picker.focus(index === 0 ? undefined : { index });
    focusOn.typed.forEach((text, index) => {
      if (!text) return;
      focusAt(index);
      if (document.activeElement instanceof HTMLInputElement) typeInto(document.activeElement, text);
    });
    focusAt(focusOn.index);
    const input = document.activeElement;
    if (focusOn.click && input instanceof HTMLElement && input !== document.body) input.click();
  }, []);
  return ref;
}
