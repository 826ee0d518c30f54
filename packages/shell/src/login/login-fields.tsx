import { theme } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';

/** One check of a sign-in field: the message shown when `valid` says no. */
export interface FieldRule {
  valid: (value: string) => boolean;
  message: string;
}

/** Not empty once surrounding spaces are removed. */
export const filled = (message: string): FieldRule => ({ valid: (value) => value.trim() !== '', message });

/** The trimmed value matches `pattern`. */
export const matches = (pattern: RegExp, message: string): FieldRule => ({
  valid: (value) => pattern.test(value.trim()),
  message,
});

export interface LoginFields<Name extends string> {
  value(name: Name): string;
  error(name: Name): string | undefined;
  /** What an antd Input takes to show and edit the field, with its error outline. */
  bind(name: Name): {
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    status: 'error' | undefined;
  };
  set(name: Name, value: string): void;
  /** Checks the named fields (all by default); their values when every rule holds, else undefined. */
  validate(names?: readonly Name[]): Record<Name, string> | undefined;
}

/**
 * The few fields of a sign-in form, their rules and messages. The sign-in page is what every
 * visitor downloads first; antd's Form with its field store, async validator and tooltips would
 * add about a sixth to it for three text fields with "required" and one pattern. A field's first
 * failing rule is its message; editing a field checks it again, as antd's Form does.
 */
export function useLoginFields<Name extends string>(
  rules: Readonly<Record<Name, readonly FieldRule[]>>,
): LoginFields<Name> {
  const [values, setValues] = useState<Partial<Record<Name, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback(
    (name: Name, value: string) => rules[name].find((rule) => !rule.valid(value))?.message,
    [rules],
  );

  const set = useCallback(
    (name: Name, value: string) => {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      setErrors((previous) =>
        Object.hasOwn(previous, name) ? { ...previous, [name]: check(name, value) } : previous,
      );
    },
    [check],
  );

  return {
    value: (name) => values[name] ?? '',
    error: (name) => errors[name],
    bind: (name) => ({
      value: values[name] ?? '',
      onChange: (event) => set(name, event.target.value),
      status: errors[name] ? 'error' : undefined,
    }),
    set,
    validate: (names = Object.keys(rules) as Name[]) => {
      const found: Partial<Record<Name, string>> = {};
      for (const name of names) found[name] = check(name, latest.current[name] ?? '');
      setErrors((previous) => ({ ...previous, ...found }));
      if (names.some((name) => found[name] !== undefined)) return undefined;
      return Object.fromEntries(names.map((name) => [name, latest.current[name] ?? ''])) as Record<
        Name,
        string
      >;
    },
  };
}

/**
 * A field's row: the input, then its error (announced to screen readers) or its hint, spaced
 * like antd's form items so the page looks the same as the rest of the console.
 */
export function LoginFieldRow({
  error,
  extra,
  children,
}: {
  error?: string | undefined;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      {children}
      {error ? (
        <div
          role="alert"
          style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight }}
        >
          {error}
        </div>
      ) : null}
      {extra ? <div style={{ lineHeight: token.lineHeight }}>{extra}</div> : null}
    </div>
  );
}
