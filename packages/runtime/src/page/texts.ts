/** Dialogs are 800 px wide unless the form says otherwise. */
export const DEFAULT_POPUP_WIDTH = '800px';
