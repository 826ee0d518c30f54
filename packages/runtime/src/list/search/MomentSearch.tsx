import { type LoadOnUse, loadOnUse } from '@formwork/widgets';
import { Input, theme } from 'antd';
import { type ComponentType, Fragment, type ReactNode, useRef, useState } from 'react';
import { CalendarIcon, ClockIcon, SwapRightIcon } from '../icons.js';
import { useListTexts } from '../use-list-texts.js';
import type { DateRangeProps, TimeRangeProps } from './DateRange.js';
import type { FocusOn } from './focus-on-mount.js';
import type { DateValueProps, TimeValueProps } from './SingleMoment.js';

// antd's date and time pickers (their panels, rc-picker and dayjs plugins, about 30 KiB) are
// fetched when the user first goes to a date or time search; until then a look-alike holds the
// place, with the same placeholder words, size and icon.
const DateRangeOnUse = loadOnUse(
  () => import('./DateRange.js').then((module) => module.DateRange),
  'DateRange',
);
const TimeRangeOnUse = loadOnUse(
  () => import('./DateRange.js').then((module) => module.TimeRange),
  'TimeRange',
);
const DateValueOnUse = loadOnUse(
  () => import('./SingleMoment.js').then((module) => module.DateValue),
  'DateValue',
);
const TimeValueOnUse = loadOnUse(
  () => import('./SingleMoment.js').then((module) => module.TimeValue),
  'TimeValue',
);

export function preloadMomentSearches(): Promise<unknown> {
  return Promise.all([
    DateRangeOnUse.preload(),
    TimeRangeOnUse.preload(),
    DateValueOnUse.preload(),
    TimeValueOnUse.preload(),
  ]);
}

interface LookAlikeProps {
  id?: string;
  placeholders: readonly string[];
  icon: ReactNode;
  /** The user went to input `index`: by a click or a tap, or by Tab or the label (focus). */
  onUse: (index: number, click: boolean) => void;
  /** The text typed into input `index` while the code is on its way. */
  onType: (index: number, text: string) => void;
  /** The pointer is over the field: a click is likely, so fetching may start. */
  onIntent: () => void;
}

/**
 * An antd picker's empty field, drawn with antd's tokens: inputs with the picker's placeholders,
 * the range arrow and the suffix icon. What is typed into it before the real picker takes its
 * place is handed to the picker.
 */
function PickerLookAlike({ id, placeholders, icon, onUse, onType, onIntent }: LookAlikeProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  // Between a press and its click: the focus the press brings is not a keyboard's.
  const pressed = useRef(false);
  const faint = token.colorTextQuaternary;
  return (
    <div
      className="fw-picker-look-alike"
      onPointerEnter={() => {
        setHovered(true);
        onIntent();
      }}
      onPointerLeave={() => setHovered(false)}
      style={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        boxSizing: 'border-box',
        padding: `${token.paddingXXS}px ${token.paddingSM - token.lineWidth}px`,
        border: `${token.lineWidth}px ${token.lineType} ${hovered ? token.colorPrimaryHover : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        cursor: 'pointer',
      }}
    >
      {placeholders.map((placeholder, index) => (
        <Fragment key={placeholder}>
          {index > 0 && (
            <span
              style={{
                display: 'inline-flex',
                padding: `0 ${token.paddingXS}px`,
                color: faint,
                fontSize: token.fontSizeLG,
              }}
            >
              <SwapRightIcon />
            </span>
          )}
          <Input
            id={index === 0 ? id : undefined}
            variant="borderless"
            placeholder={placeholder}
            autoComplete="off"
            // A pointer hands over on its click, once the click is over: handed over at the
            // press, the release would land outside the new picker and close it at once.
            onMouseDown={() => {
              pressed.current = true;
              onIntent();
            }}
            onClick={() => onUse(index, true)}
            onFocus={() => pressed.current || onUse(index, false)}
            onChange={(event) => onType(index, event.target.value)}
            onBlur={() => {
              pressed.current = false;
            }}
            style={{ flex: '1 1 0', minWidth: 0, padding: 0, borderRadius: 0, cursor: 'pointer' }}
          />
        </Fragment>
      ))}
      <span
        style={{
          display: 'inline-flex',
          marginInlineStart: token.paddingXS / 2,
          color: faint,
          lineHeight: 1,
        }}
      >
        {icon}
      </span>
    </div>
  );
}

interface OnFirstUseProps {
  id?: string;
  value?: unknown;
  onChange?: (value: never) => void;
}

/**
 * The real picker once its code is here or the field holds a value; before that the look-alike,
 * which fetches the code when the user goes to it and then hands over to the picker, focused on
 * the input the user went to and open after a click, so the first click or keystroke is not lost.
 * A failed fetch draws the picker anyway, which throws to the nearest error boundary.
 */
export function onFirstUse<P extends OnFirstUseProps>(
  Picker: LoadOnUse<ComponentType<P & { focusOn?: FocusOn }>>,
  look: (texts: ReturnType<typeof useListTexts>) => { placeholders: readonly string[]; icon: ReactNode },
) {
  return function PickerOnFirstUse(props: P) {
    const texts = useListTexts();
    const [handedOver, setHandedOver] = useState<{ focusOn?: FocusOn } | null>(null);
    const asked = useRef(false);
    // Where the user is and what was typed, kept up to date until the picker reads it when drawn:
    // keys pressed while the code is on its way land in the look-alike and move to the picker.
    const session = useRef<FocusOn>({ index: 0, click: false, typed: [] });
    const hasValue = props.value !== null && props.value !== undefined;
    if (handedOver || hasValue || Picker.isLoaded())
      return <Picker {...props} focusOn={handedOver?.focusOn} />;
    const use = (index: number, click: boolean) => {
      session.current.index = index;
      if (asked.current) return;
      asked.current = true;
      session.current.click = click;
      const handOver = () => setHandedOver({ focusOn: session.current });
      Picker.preload().then(handOver, handOver);
    };
    return (
      <PickerLookAlike
        id={props.id}
        {...look(texts)}
        onUse={use}
        onType={(index, text) => {
          session.current.typed[index] = text;
        }}
        onIntent={() => {
          Picker.preload().catch(() => undefined);
        }}
      />
    );
  };
}

export const DateRangeSearch = onFirstUse<DateRangeProps>(DateRangeOnUse, (texts) => ({
  placeholders: [texts.rangeStart, texts.rangeEnd],
  icon: <CalendarIcon />,
}));
export const TimeRangeSearch = onFirstUse<TimeRangeProps>(TimeRangeOnUse, (texts) => ({
  placeholders: [texts.rangeStart, texts.rangeEnd],
  icon: <ClockIcon />,
}));
export const DateValueSearch = onFirstUse<DateValueProps>(DateValueOnUse, (texts) => ({
  placeholders: [texts.pleaseSelect],
  icon: <CalendarIcon />,
}));
export const TimeValueSearch = onFirstUse<TimeValueProps>(TimeValueOnUse, (texts) => ({
  placeholders: [texts.pleaseSelect],
  icon: <ClockIcon />,
}));
