import {
  ApartmentOutlined,
  CalendarOutlined,
  FormOutlined,
  NotificationOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

interface TypeLook {
  icon: ComponentType;
  colour: string;
}

const FLOW: TypeLook = { icon: ApartmentOutlined, colour: '#33cc51' };
const ICONS: Record<number, TypeLook> = {
  1: { icon: NotificationOutlined, colour: '#1890ff' },
  2: FLOW,
  3: { icon: SettingOutlined, colour: '#e09f0c' },
  4: { icon: CalendarOutlined, colour: '#7777ff' },
  5: { icon: FormOutlined, colour: '#13c2c2' },
};

/** A round badge telling the kind of a message at a glance. */
export function MessageTypeIcon({ type }: { type: number }) {
  const { icon: Glyph, colour } = ICONS[Number(type)] ?? FLOW;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: 36,
        height: 36,
        borderRadius: '50%',
        background: colour,
        color: '#fff',
        fontSize: 18,
      }}
    >
      <Glyph />
    </span>
  );
}
