import { fireEvent, userEvent, within } from 'storybook/test';

// Helpers for the pickers' stories (not exported from the package).

/** Dialogs render on document.body, outside the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** antd puts a space between two Chinese characters of a button (取 消). */
export const buttonNamed = (text: string) => ({ name: new RegExp(`^${text.split('').join('\\s*')}$`) });

/** Text queries that skip the <title> inside antd's empty-list picture (it also says 暂无数据). */
export const TEXT_ONLY = { ignore: 'script, style, title' } as const;

/** Opens the picker of the story's field and answers the dialog. */
export async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
  return within(await page(canvasElement).findByRole('dialog'));
}

/**
 * Escape inside the open dialog. user-event in jsdom sends keyCode 0, and antd's dialog reads
 * keyCode 27, as every browser sends it.
 */
export async function pressEscape(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole('dialog');
  fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
}
