import type { DesignChange } from './types.js';

type Raw = Record<string, unknown>;

interface Placed {
  node: Raw;
  /** Where it sits, as a person reads it: the labels of its containers, then its place. */
  at: string;
  /** The containing node's identity and the place among the matched siblings. */
  parent: string;
}

const isNode = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nameOf(node: Raw): string {
  const label = typeof node.label === 'string' && node.label ? node.label : undefined;
  const vModel = typeof node.vModel === 'string' && node.vModel ? node.vModel : undefined;
  if (label && vModel) return `${label} (${vModel})`;
  return label ?? vModel ?? String(node.jnpfKey ?? '?');
}

/**
 * A node's identity across versions: a data field by its vModel (what its stored values are
 * keyed by); a container by its kind and label and how many such came before it, which holds
 * while a designer adds and removes fields around it.
 */
function collect(fields: unknown): Map<string, Placed> {
  const found = new Map<string, Placed>();
  const seen = new Map<string, number>();
  const walk = (list: unknown, at: string, parent: string) => {
    if (!Array.isArray(list)) return;
    for (const node of list) {
      if (!isNode(node)) continue;
      let key: string;
      if (typeof node.vModel === 'string' && node.vModel) key = `v:${node.vModel}`;
      else {
        const base = `c:${String(node.jnpfKey)}:${String(node.label ?? '')}`;
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        key = `${base}#${n}`;
      }
      found.set(key, { node, at, parent });
      walk(node.children, at ? `${at} › ${nameOf(node)}` : nameOf(node), key);
    }
  };
  walk(fields, '', '');
  return found;
}

/** Compared as JSON text with sorted keys: two equal values written in another order are equal. */
function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isNode(value))
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/** The keys whose change is worth a line of its own; props are compared one by one. */
function ownProperties(node: Raw): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    if (key === 'children' || key === 'props') continue;
    out.set(key, value);
  }
  if (isNode(node.props))
    for (const [key, value] of Object.entries(node.props)) out.set(`props.${key}`, value);
  return out;
}

/** The order of the matched keys within each parent, for telling a move from a shift. */
function orderWithin(placed: Map<string, Placed>, keep: Set<string>): Map<string, string[]> {
  const byParent = new Map<string, string[]>();
  for (const [key, p] of placed) {
    if (!keep.has(key)) continue;
    const list = byParent.get(p.parent) ?? [];
    list.push(key);
    byParent.set(p.parent, list);
  }
  return byParent;
}

/**
 * The keys that moved among siblings that stayed under the same parent: those outside a
 * longest common subsequence of the two orders, so one field dragged past ten others is one move,
 * not ten.
 */
function movedAmong(before: string[], after: string[]): Set<string> {
  const m = before.length;
  const n = after.length;
  // table[i][j]: the longest common subsequence of before[i..] and after[j..], row by row.
  const table = new Int32Array((m + 1) * (n + 1));
  const at = (i: number, j: number) => table[i * (n + 1) + j] ?? 0;
  for (let i = m - 1; i >= 0; i -= 1)
    for (let j = n - 1; j >= 0; j -= 1)
      table[i * (n + 1) + j] =
        before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const stay = new Set<string>();
  for (let i = 0, j = 0; i < m && j < n; ) {
    const key = before[i];
    if (key !== undefined && key === after[j]) {
      stay.add(key);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return new Set(after.filter((key) => !stay.has(key)));
}

/** The changes between two forms' fields and settings, in the newer form's order. */
export function diffForm(before: unknown, after: unknown): DesignChange[] {
  const a = isNode(before) ? before : {};
  const b = isNode(after) ? after : {};
  const changes: DesignChange[] = [];

  const oldSettings = isNode(a.settings) ? a.settings : {};
  const newSettings = isNode(b.settings) ? b.settings : {};
  for (const key of new Set([...Object.keys(oldSettings), ...Object.keys(newSettings)]))
    if (!same(oldSettings[key], newSettings[key]))
      changes.push({
        kind: 'settingChanged',
        property: key,
        before: oldSettings[key],
        after: newSettings[key],
      });

  const was = collect(a.fields);
  const now = collect(b.fields);
  const both = new Set([...now.keys()].filter((key) => was.has(key)));
  const oldOrder = orderWithin(was, both);
  const newOrder = orderWithin(now, both);
  const moved = new Set<string>();
  for (const [parent, keys] of newOrder) {
    const previous = oldOrder.get(parent) ?? [];
    const common = keys.filter((key) => previous.includes(key));
    for (const key of movedAmong(
      previous.filter((key) => common.includes(key)),
      common,
    ))
      moved.add(key);
  }

  for (const [key, { node, at, parent }] of now) {
    const old = was.get(key);
    if (!old) {
      changes.push({ kind: 'fieldAdded', field: nameOf(node), at });
      continue;
    }
    if (old.parent !== parent || moved.has(key))
      changes.push({ kind: 'fieldMoved', field: nameOf(node), from: old.at, to: at });
    const oldProps = ownProperties(old.node);
    const newProps = ownProperties(node);
    for (const property of new Set([...oldProps.keys(), ...newProps.keys()]))
      if (!same(oldProps.get(property), newProps.get(property)))
        changes.push({
          kind: 'fieldChanged',
          field: nameOf(node),
          property,
          before: oldProps.get(property),
          after: newProps.get(property),
        });
  }
  for (const [key, { node, at }] of was)
    if (!now.has(key)) changes.push({ kind: 'fieldRemoved', field: nameOf(node), at });
  return changes;
}
