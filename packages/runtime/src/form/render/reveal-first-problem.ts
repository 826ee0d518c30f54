/** Inputs a user types into: focusing a picker or a select would open its popup unasked. */
const TYPED_INPUT = 'input.ant-input, textarea.ant-input, input.ant-input-number-input';

/**
 * After a refused submit, brings the first flagged field into view and puts the cursor in it
 * where it is typed into. In a long form, and always on a phone, the flagged field is often out
 * of sight, and a 确定 that only seems to do nothing reads as a broken button. Waits a frame:
 * the messages are drawn by the render that follows the failed validation.
 */
export function revealFirstProblem(container: HTMLElement | null): void {
  if (!container) return;
  requestAnimationFrame(() => {
    const item = container.querySelector<HTMLElement>('.ant-form-item-has-error');
    if (!item) return;
    // Optional: a document without layout (a test's, an old embedded browser) has no scrollIntoView.
    item.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    item.querySelector<HTMLElement>(TYPED_INPUT)?.focus({ preventScroll: true });
  });
}
