/**
 * Test and bench helper. jsdom's getComputedStyle cascades every stylesheet rule on each call
 * (about 35 ms with the ~900 rules antd injects), and antd measures textareas and tables with
 * it over and over. A user sees the same labels, values and messages either way, so tests read
 * the element's own inline style instead; unset lengths read as 0, as a measuring widget
 * expects of a real browser, and jsdom stays quiet about pseudo-elements.
 */
export function inlineComputedStyle(): void {
  window.getComputedStyle = (element: Element) => {
    const style = (element as HTMLElement).style ?? document.body.style;
    return new Proxy(style, {
      get(target, property) {
        if (property === 'getPropertyValue') return (name: string) => target.getPropertyValue(name) || '0';
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
}
