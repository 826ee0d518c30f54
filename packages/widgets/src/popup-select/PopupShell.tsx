import { Drawer, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { PopupType } from './popup-config.js';

export interface PopupShellProps {
  open: boolean;
  popupType: PopupType;
  title: string;
  width: string | number;
  onClose: () => void;
  children: ReactNode;
}

/** The picker's frame: a dialog or a drawer; either closes on Escape. */
export function PopupShell({ open, popupType, title, width, onClose, children }: PopupShellProps) {
  if (popupType === 'drawer') {
    return (
      <Drawer open={open} title={title} width={width} onClose={onClose} destroyOnHidden keyboard>
        {children}
      </Drawer>
    );
  }
  return (
    <Modal open={open} title={title} width={width} onCancel={onClose} footer={null} destroyOnHidden keyboard>
      {children}
    </Modal>
  );
}
