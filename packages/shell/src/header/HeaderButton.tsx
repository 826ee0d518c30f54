import { Button, type ButtonProps, Tooltip } from 'antd';
import { forwardRef, type ReactNode } from 'react';

type HeaderButtonProps = Omit<ButtonProps, 'icon' | 'type'> & {
  label: string;
  icon: ReactNode;
  /** The dropdown this button opens is open: its tooltip, which would cover the menu's first item, stays shut. */
  menuOpen?: boolean;
};

/**
 * A header icon: labelled for assistive technology, with the same words as a tooltip. Forwards
 * its ref and the props a Dropdown adds, so it can be a dropdown's trigger.
 */
export const HeaderButton = forwardRef<HTMLButtonElement, HeaderButtonProps>(function HeaderButton(
  { label, icon, style, menuOpen = false, ...rest },
  ref,
) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4} {...(menuOpen && { open: false })}>
      <Button
        ref={ref}
        {...rest}
        type="text"
        aria-label={label}
        icon={icon}
        style={{ fontSize: 18, width: 40, height: 40, ...style }}
      />
    </Tooltip>
  );
});
