import { type ComponentType, useEffect, useState } from 'react';

interface ControlledProps {
  value?: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: each widget emits its own value type; the wrapper only forwards it.
  onChange?: (value: any) => void;
}

/**
 * A story `render` that keeps the value in state, as a form would: what a user (or a play
 * function) types or picks shows up, and `args.onChange` still sees every change.
 */
export function controlled<P extends ControlledProps>(Widget: ComponentType<P>) {
  return function ControlledStory(args: P) {
    return <Stateful Widget={Widget} args={args} />;
  };
}

function Stateful<P extends ControlledProps>({ Widget, args }: { Widget: ComponentType<P>; args: P }) {
  const [value, setValue] = useState(args.value);
  // Storybook's controls change args.value; follow them.
  useEffect(() => setValue(args.value), [args.value]);
  const onChange = (next: unknown) => {
    setValue(next);
    args.onChange?.(next);
  };
  return <Widget {...args} value={value} onChange={onChange} />;
}
