import { type FieldProps, type FieldSchema, keysWhere, optionSourceOf } from '@formwork/schema';
import type { WidgetComponent } from '@formwork/widgets';
import { LazyTreeOptions, type LazyTreeSource } from './lazy-tree.js';
import { useFieldOptions } from './use-field-options.js';

/** What says where a field's options come from, handed by the form compiler to the widget. */
export type OptionSourceProps = Pick<FieldProps, 'dataType' | 'dictionaryType' | 'propsUrl' | 'optionProps'>;

/** Option widgets whose options may be fetched; the form wraps them with `withFetchedOptions`. */
export const FETCHED_OPTION_KEYS: readonly string[] = keysWhere((traits) => traits.options === true);

/** The `optionSource` prop for a field whose options come from a dictionary or interface. */
export function optionSourceProps(field: FieldSchema): OptionSourceProps | undefined {
  if (optionSourceOf(field).kind === 'static') return undefined;
  const { dataType, dictionaryType, propsUrl, optionProps } = field.props ?? {};
  return { dataType, dictionaryType, propsUrl, optionProps };
}

interface FetchingProps {
  Widget: WidgetComponent;
  source: OptionSourceProps;
  rest: Record<string, unknown>;
}

function Fetching({ Widget, source, rest }: FetchingProps) {
  const { options } = useFieldOptions({ props: source });
  return <Widget {...rest} options={options} />;
}

const wrapped = new WeakMap<WidgetComponent, WidgetComponent>();

/**
 * The widget fed with fetched options when its props carry an `optionSource`, or a tree's
 * children as its nodes open when they carry a `lazyTree`; otherwise the widget as it was,
 * static options and all. The widget itself never fetches.
 */
export function withFetchedOptions(Widget: WidgetComponent): WidgetComponent {
  let Wrapped = wrapped.get(Widget);
  if (!Wrapped) {
    Wrapped = ({ optionSource, lazyTree, ...rest }: Record<string, unknown>) =>
      lazyTree ? (
        <LazyTreeOptions Widget={Widget} source={lazyTree as LazyTreeSource} rest={rest} />
      ) : optionSource ? (
        <Fetching Widget={Widget} source={optionSource as OptionSourceProps} rest={rest} />
      ) : (
        <Widget {...rest} />
      );
    wrapped.set(Widget, Wrapped);
  }
  return Wrapped;
}
