import type { zh } from './zh.js';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The shape every catalogue must have: the Chinese one's keys, any wording. */
export type WidgetCatalogue = Strings<typeof zh>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key naming one wording, e.g. `common.select`. */
export type WidgetTextKey = Leaves<typeof zh>;

/** Translates one key in one language; `{{name}}` placeholders take their values from `values`. */
export type WidgetT = (key: WidgetTextKey, values?: Record<string, unknown>) => string;
