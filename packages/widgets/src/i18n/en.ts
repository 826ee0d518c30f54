import type { WidgetCatalogue } from './catalogue.js';

/** English. */
export const en: WidgetCatalogue = {
  common: {
    select: 'Please select',
    input: 'Please enter',
  },
};
