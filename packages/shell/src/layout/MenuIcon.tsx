import { type CSSProperties, type ReactElement, useSyncExternalStore } from 'react';
import { type Glyph, Icon } from '../icons/icons.js';
import type { MENU_GLYPHS, MenuGlyphName } from '../icons/menu-glyphs.js';

/**
 * JNPF icon class names (icon-ym-*) on the Ant Design glyphs we have. Matching is by the words in
 * the class name, so related names (icon-ym-user, icon-ym-userManage) find the same glyph.
 */
const BY_KEYWORD: Array<[RegExp, MenuGlyphName]> = [
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
export function iconFor(iconClass: string): MenuGlyphName {
  const name = iconClass.split(/\s+/).find((part) => part.startsWith('icon-ym-')) ?? iconClass;
  const words = name.replace(/^icon-ym-/, '');
  if (!words) return 'appstore';
  return BY_KEYWORD.find(([pattern]) => pattern.test(words))?.[1] ?? 'appstore';
}

type Glyphs = typeof MENU_GLYPHS;

/**
 * The menu glyphs are fetched beside the layout, not before it: the layout shows at once, each
 * entry keeping a glyph-sized gap until they arrive a moment later. When they cannot be fetched
 * every entry shows the neutral glyph instead of a gap.
 */
let glyphs: Glyphs | 'failed' | null = null;
const waiting = new Set<() => void>();
let requested = false;

function requestGlyphs(): void {
  if (requested) return;
  requested = true;
  import('../icons/menu-glyphs.js')
    .then(
      (module) => {
        glyphs = module.MENU_GLYPHS;
      },
      () => {
        glyphs = 'failed';
      },
    )
    .finally(() => {
      for (const notify of waiting) notify();
    });
}

function subscribe(notify: () => void): () => void {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

const currentGlyphs = () => glyphs;

// Started as soon as the layout's code runs, so the glyphs travel while the layout first draws.
requestGlyphs();

const GAP: CSSProperties = { display: 'inline-block', width: '1em', height: '1em' };

/** A menu entry's icon, sized like antd's own icons so Menu lays it out the same way. */
export function MenuIcon({ icon, style }: { icon: string; style?: CSSProperties }) {
  const loaded = useSyncExternalStore(subscribe, currentGlyphs, currentGlyphs);
  let glyph: ReactElement;
  if (loaded === 'failed') glyph = <Icon name="appstore" style={style} />;
  else if (loaded === null) glyph = <span style={{ ...GAP, ...style }} />;
  else {
    const Component: Glyph = loaded[iconFor(icon)];
    glyph = <Component style={style} aria-hidden="true" />;
  }
  return (
    <span role="img" aria-hidden="true" className="anticon">
      {glyph}
    </span>
  );
}
