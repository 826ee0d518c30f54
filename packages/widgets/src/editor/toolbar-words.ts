import type { WidgetT } from '../i18n/index.js';

/**
 * Quill's snow theme writes its pickers' and link tooltip's words in its stylesheet, in English.
 * Its pickers show an item's `data-label` when it has one, so each item gets its words in the
 * widget's language, and the picker's face copies it from the chosen item (Quill does so on every
 * choice). The tooltip's words come from attributes that EDITOR_WORDS_CSS shows in their place.
 */
export function labelEditorChrome(root: HTMLElement, t: WidgetT): void {
  const pickerWords: Record<string, (value: string | null) => string> = {
    header: (value) => (value ? t('editor.heading', { n: value }) : t('editor.normal')),
    size: (value) => {
      if (value === 'small') return t('editor.small');
      if (value === 'large') return t('editor.large');
      if (value === 'huge') return t('editor.huge');
      return t('editor.normalSize');
    },
  };
  for (const [name, words] of Object.entries(pickerWords)) {
    for (const picker of root.querySelectorAll<HTMLElement>(`.ql-picker.ql-${name}`)) {
      const items = picker.querySelectorAll<HTMLElement>('.ql-picker-item');
      for (const item of items) item.dataset.label = words(item.getAttribute('data-value'));
      const chosen = picker.querySelector<HTMLElement>('.ql-picker-item.ql-selected');
      const face = picker.querySelector<HTMLElement>('.ql-picker-label');
      if (face) face.dataset.label = words(chosen?.getAttribute('data-value') ?? null);
    }
  }
  const tooltip = root.querySelector<HTMLElement>('.ql-tooltip');
  if (tooltip) {
    tooltip.dataset.fwVisit = t('editor.visitUrl');
    tooltip.dataset.fwEnter = t('editor.enterLink');
  }
  const action = root.querySelector<HTMLElement>('.ql-tooltip a.ql-action');
  if (action) {
    action.dataset.fwEdit = t('editor.edit');
    action.dataset.fwSave = t('editor.save');
  }
  const remove = root.querySelector<HTMLElement>('.ql-tooltip a.ql-remove');
  if (remove) remove.dataset.fwRemove = t('editor.remove');
}

/** Shows the tooltip's words set by labelEditorChrome over the English of Quill's stylesheet. */
export const EDITOR_WORDS_CSS = `
.fw-widget-editor .ql-snow .ql-tooltip::before { content: attr(data-fw-visit); }
.fw-widget-editor .ql-snow .ql-tooltip[data-mode=link]::before { content: attr(data-fw-enter); }
.fw-widget-editor .ql-snow .ql-tooltip a.ql-action::after { content: attr(data-fw-edit); }
.fw-widget-editor .ql-snow .ql-tooltip.ql-editing a.ql-action::after { content: attr(data-fw-save); }
.fw-widget-editor .ql-snow .ql-tooltip a.ql-remove::before { content: attr(data-fw-remove); }
`;
