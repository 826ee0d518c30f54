import type { CSSProperties } from 'react';
import { Icon, type IconName } from '../icons/icons.js';

/**
 * JNPF icon class names (icon-ym-*) on the Ant Design glyphs we have. Matching is by the words in
 * the class name, so related names (icon-ym-user, icon-ym-userManage) find the same glyph.
 */
const BY_KEYWORD: Array<[RegExp, IconName]> = [
  [/home|portal/i, 'home'],
  [/dashboard|workbench/i, 'dashboard'],
  [/permission|authority|safe/i, 'safetyCertificate'],
  [/company|organize|organization|depart/i, 'apartment'],
  [/position|post|idcard/i, 'idcard'],
  [/online(?!dev)|monitor|desktop/i, 'desktop'],
  [/group|team/i, 'team'],
  [/role/i, 'solution'],
  [/authorize|key|password/i, 'key'],
  [/user|profile|account/i, 'user'],
  [/setting|system|config/i, 'setting'],
  [/dictionary|dict|book/i, 'book'],
  [/area|region|map|location/i, 'environment'],
  [/interface|api/i, 'api'],
  [/bill|rule|document|file/i, 'fileText'],
  [/print/i, 'printer'],
  [/generator|build/i, 'build'],
  [/design|form/i, 'form'],
  [/dev|code/i, 'code'],
  [/message|notice|chat/i, 'message'],
  [/mail|email/i, 'mail'],
  [/report|chart|visual|datav/i, 'barChart'],
  [/data|database/i, 'database'],
  [/flow|cluster/i, 'cluster'],
  [/calendar|schedule/i, 'calendar'],
  [/link|external/i, 'link'],
  [/tool|extend/i, 'tool'],
];

/** The glyph for a menu entry's icon class; a neutral grid when nothing matches. */
export function iconFor(iconClass: string): IconName {
  const name = iconClass.split(/\s+/).find((part) => part.startsWith('icon-ym-')) ?? iconClass;
  const words = name.replace(/^icon-ym-/, '');
  if (!words) return 'appstore';
  return BY_KEYWORD.find(([pattern]) => pattern.test(words))?.[1] ?? 'appstore';
}

/** A menu entry's icon, sized like antd's own icons so Menu lays it out the same way. */
export function MenuIcon({ icon, style }: { icon: string; style?: CSSProperties }) {
  return (
    <span role="img" aria-hidden="true" className="anticon">
      <Icon name={iconFor(icon)} style={style} />
    </span>
  );
}
