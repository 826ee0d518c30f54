import { type FieldOption, fetchedOptions } from '@formwork/schema';
import type { WidgetComponent } from '@formwork/widgets';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../runtime-context.js';
import { fillUrl } from '../transport/transport.js';
import { optionRecords } from './option-records.js';

type Value = string | number;
type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };

/** A lazy tree select's sources, as a page form hands them to the field (props.lazyTree). */
export interface LazyTreeSource {
  /** `{nodeId}` names the node whose children it answers. */
  children: Call;
  /** `{value}` names the value whose record it answers. */
  label?: Call;
  optionProps?: { label: string; value: string };
}

/** The options with each loaded node's children put under it. */
function withChildren(
  options: readonly FieldOption[],
  loaded: ReadonlyMap<Value, FieldOption[]>,
): FieldOption[] {
  return options.map((option) => {
    const children = option.children ?? loaded.get(option.value);
    return children ? { ...option, children: withChildren(children, loaded) } : option;
  });
}

const holds = (options: readonly FieldOption[], value: Value): boolean =>
  options.some((option) => option.value === value || (!!option.children && holds(option.children, value)));

interface LazyTreeProps {
  Widget: WidgetComponent;
  source: LazyTreeSource;
  rest: Record<string, unknown>;
}

/**
 * A tree select whose nodes' children are fetched when the user opens them, the top level being
 * the options the form fetched; a value whose node is not loaded yet shows the name of the record
 * the source's `label` answers for it. The widget itself never fetches.
 */
export function LazyTreeOptions({ Widget, source, rest }: LazyTreeProps) {
  const { transport } = useRuntime();
  const roots = rest.options as FieldOption[] | undefined;
  const [loaded, setLoaded] = useState<ReadonlyMap<Value, FieldOption[]>>(() => new Map());
  const [named, setNamed] = useState<{ value: Value; label: string } | null>(null);
  const options = useMemo(() => withChildren(roots ?? [], loaded), [roots, loaded]);
  const { children, label, optionProps } = source;

  const loadData = useCallback(
    async (node: Value) => {
      const url = fillUrl(children.url, { nodeId: String(node) });
      // A failed fetch leaves the node empty; the transport has told the user why.
      const answer = await transport<unknown>({ method: children.method, url }).catch(() => []);
      const found = fetchedOptions(optionRecords(answer), optionProps);
      setLoaded((current) => new Map(current).set(node, found));
    },
    [transport, children, optionProps],
  );

  const value = rest.value as Value | null | undefined;
  const missing = value !== undefined && value !== null && value !== '' && !holds(options, value);
  useEffect(() => {
    if (!missing || !label || value === undefined || value === null || named?.value === value) return;
    let live = true;
    transport<unknown>({ method: label.method, url: fillUrl(label.url, { value: String(value) }) })
      .then((answer) => {
        const [record] = fetchedOptions([answer], optionProps);
        if (live && record) setNamed({ value, label: record.label });
      })
      // Without its record the value shows as it is; the transport has told the user why.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missing, label, value, named, transport, optionProps]);

  return (
    <Widget
      {...rest}
      options={options}
      loadData={loadData}
      valueLabel={named && named.value === value ? named.label : undefined}
    />
  );
}
