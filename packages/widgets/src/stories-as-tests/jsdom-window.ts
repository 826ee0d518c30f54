/**
 * Makes jsdom behave enough like a browser for stories' play functions, and fast enough to run
 * every story of the package in one test run.
 */
export function prepareJsdomForStories(): void {
  const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
  // Vitest points `document.defaultView` at Node's global, which jsdom's own event constructors
  // reject as a `view` ("member view is not of type Window"). user-event reads the window from
  // there, so a play function clicking a <label> (antd radios, checkboxes, button groups) would
  // throw. Point it back at jsdom's real window; its classes are the same as the globals.
  if (dom) Object.defineProperty(document, 'defaultView', { get: () => dom.window, configurable: true });
  window.getComputedStyle = inlineComputedStyle;
  if (dom) dom.window.getComputedStyle = inlineComputedStyle;
}

/**
 * jsdom's getComputedStyle cascades every stylesheet rule on each call (tens of ms with the rules
 * antd injects, growing with every story), and antd's pickers and textareas measure over and
 * over. A user sees the same labels, values and messages either way, so stories read the
 * element's own inline style; unset lengths read as 0, as a measuring widget expects of a browser.
 * (Same idea as packages/runtime's test helper; widgets may not import runtime.)
 */
function inlineComputedStyle(element: Element): CSSStyleDeclaration {
  const style = (element as HTMLElement).style ?? document.body.style;
  return new Proxy(style, {
    get(target, property) {
      if (property === 'getPropertyValue') return (name: string) => target.getPropertyValue(name) || '0';
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
