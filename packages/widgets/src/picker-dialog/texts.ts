import { zh } from '../i18n/catalogue.js';

/** Texts the picker dialogs share, in Chinese as JNPF writes them; widgets show them translated. */
export const PICKER_TEXTS = zh.picker;

/** Dialogs are 800px wide. */
export const PICKER_DIALOG_WIDTH = 800;
