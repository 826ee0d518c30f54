import { legacyJnpfKeys } from '../form/jnpf-key-traits.js';
import { isJnpfKey, type JnpfKey } from '../form/jnpf-keys.js';

/**
 * JNPF keys that Formwork draws with a widget of another name. `currDept` is JNPF 3's
 * "department of the author", which later releases fold into `currOrganize`; `JNPFAmount` is a
 * number input that also shows the amount in words, and stores the same number.
 */
const importerAliases: Readonly<Record<string, JnpfKey>> = {
  ...legacyJnpfKeys,
  currDept: 'currOrganize',
  JNPFAmount: 'inputNumber',
};

/**
 * Keys of current JNPF releases that Formwork has no widget for, with JNPF's own name for each,
 * so a report can say what was left behind. Search-only keys (dicSelect, jnpfKeyword) never
 * appear in a form's fields and are not listed.
 */
const unsupportedKeys: Readonly<Record<string, string>> = {
  sign: '手写签名',
  signature: '电子签章',
  location: '定位',
  dateRange: '日期范围',
  timeRange: '时间范围',
  iframe: 'Iframe',
  steps: '步骤条',
  stepItem: '步骤',
};

export type ResolvedKey =
  | { known: true; key: JnpfKey }
  | { known: false; raw: string | undefined; jnpfName?: string };

/** The canonical key of a JNPF key, or undefined when Formwork has none. */
export function canonicalJnpfKey(raw: unknown): JnpfKey | undefined {
  if (typeof raw !== 'string') return undefined;
  return importerAliases[raw] ?? (isJnpfKey(raw) ? raw : undefined);
}

/**
 * The key of a field as it sits under its parent. Tab and collapse items written by JNPF 3
 * carry no jnpfKey. JNPF tells them apart by `name`, which only collapse items have; the parent
 * says the same for every form JNPF writes, and keeps a stray `name` on a tab's item from
 * turning it into a collapse panel.
 */
export function resolveKey(raw: unknown, parent: JnpfKey | undefined): ResolvedKey {
  const key = canonicalJnpfKey(raw);
  if (key) return { known: true, key };
  if (raw === undefined || raw === null || raw === '') {
    if (parent === 'tab') return { known: true, key: 'tabItem' };
    if (parent === 'collapse') return { known: true, key: 'collapseItem' };
    return { known: false, raw: undefined };
  }
  const name = String(raw);
  const jnpfName = unsupportedKeys[name];
  return jnpfName ? { known: false, raw: name, jnpfName } : { known: false, raw: name };
}
