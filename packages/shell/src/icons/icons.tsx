import {
  AppstoreOutlined,
  ArrowRightOutlined,
  BellOutlined,
  BuildOutlined,
  CheckOutlined,
  CloseOutlined,
  EllipsisOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  InfoCircleOutlined,
  LeftOutlined,
  LinkOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MessageOutlined,
  RightOutlined,
  SearchOutlined,
  SettingOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CSSProperties } from 'react';

/**
 * The shell's own glyphs by name, so a button can name one as data. Menu entries' glyphs are a
 * separate set (menu-glyphs.tsx), fetched beside the layout rather than before it; appstore is
 * here too, as the glyph a menu entry shows when that set cannot be fetched.
 */
const ICONS = {
  appstore: AppstoreOutlined,
  arrowRight: ArrowRightOutlined,
  bell: BellOutlined,
  build: BuildOutlined,
  check: CheckOutlined,
  close: CloseOutlined,
  ellipsis: EllipsisOutlined,
  fileText: FileTextOutlined,
  fontSize: FontSizeOutlined,
  fullscreen: FullscreenOutlined,
  fullscreenExit: FullscreenExitOutlined,
  info: InfoCircleOutlined,
  left: LeftOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  logout: LogoutOutlined,
  menuFold: MenuFoldOutlined,
  menuUnfold: MenuUnfoldOutlined,
  message: MessageOutlined,
  right: RightOutlined,
  search: SearchOutlined,
  setting: SettingOutlined,
  translation: TranslationOutlined,
  user: UserOutlined,
} as const;

export type IconName = keyof typeof ICONS;

/** A glyph component as @ant-design/icons exports it. */
export type Glyph = typeof AppstoreOutlined;

/** A glyph in the current text colour; its button or link carries the accessible label. */
export function Icon({ name, style }: { name: IconName; style?: CSSProperties }) {
  const Component: Glyph = ICONS[name];
  return <Component style={style} aria-hidden="true" />;
}
