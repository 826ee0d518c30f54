import {
  type FieldOption,
  type FieldProps,
  type FieldSchema,
  fetchedOptions,
  type OptionSource,
  optionSourceOf,
} from '@formwork/schema';
import { useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../runtime-context.js';
import { cachedRecords, fetchRecords, sourceKey } from './option-cache.js';

export interface FieldOptionsState {
  options: FieldOption[];
  /** True until a dictionary's or interface's records have arrived. */
  loading: boolean;
}

const NONE: FieldOption[] = [];

type Fetched = Exclude<OptionSource, { kind: 'static' }>;

const fetchedSource = (props: FieldProps): Fetched | undefined => {
  const source = optionSourceOf({ jnpfKey: 'select', props });
  return source.kind === 'static' ? undefined : source;
};

/**
 * A field's options wherever they come from (props.dataType): the schema's own (static), a
 * dictionary type's items (by type id or enCode) or a data interface's rows (propsUrl), mapped
 * through props.optionProps (fetched-options.ts in the schema package says how). Fetches are
 * shared and cached per transport (option-cache.ts).
 */
export function useFieldOptions(field: Pick<FieldSchema, 'props'> | undefined): FieldOptionsState {
  const { transport } = useRuntime();
  const props: FieldProps = field?.props ?? {};
  const { dataType, dictionaryType, propsUrl } = props;
  const source = fetchedSource(props);
  const key = source ? sourceKey(source) : null;
  const [arrived, setArrived] = useState<{ key: string; records: unknown[] } | null>(null);

  useEffect(() => {
    const wanted = fetchedSource({ dataType, dictionaryType, propsUrl });
    if (!wanted) return;
    let live = true;
    void fetchRecords(transport, wanted).then((records) => {
      if (live) setArrived({ key: sourceKey(wanted), records });
    });
    return () => {
      live = false;
    };
  }, [transport, dataType, dictionaryType, propsUrl]);

  const records = !source
    ? undefined
    : arrived?.key === key
      ? arrived.records
      : cachedRecords(transport, source);
  const labelKey = props.optionProps?.label ?? '';
  const valueKey = props.optionProps?.value ?? '';
  const staticOptions = props.options ?? NONE;
  const options = useMemo(() => {
    if (key === null) return staticOptions;
    return records ? fetchedOptions(records, { label: labelKey, value: valueKey }) : NONE;
  }, [key, records, labelKey, valueKey, staticOptions]);
  return { options, loading: key !== null && records === undefined };
}
