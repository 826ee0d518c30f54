import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarcodeOutlined,
  BgColorsOutlined,
  BoldOutlined,
  BorderOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ColumnWidthOutlined,
  CreditCardOutlined,
  DownSquareOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FieldNumberOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FolderOutlined,
  FontColorsOutlined,
  FontSizeOutlined,
  IdcardOutlined,
  InsertRowBelowOutlined,
  LineOutlined,
  LinkOutlined,
  MenuFoldOutlined,
  NodeIndexOutlined,
  NumberOutlined,
  PictureOutlined,
  PoweroffOutlined,
  ProfileOutlined,
  QrcodeOutlined,
  SearchOutlined,
  SelectOutlined,
  SlidersOutlined,
  StarOutlined,
  TableOutlined,
  TeamOutlined,
  UploadOutlined,
  UsergroupAddOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Every Ant Design glyph has the same props. */
type Glyph = typeof EditOutlined;

/**
 * Ant Design's glyph for each icon of JNPF's icon font that a widget's meta names
 * (`icon-ym icon-ym-generator-<name>`). That font is not shipped, so a class alone drew an empty
 * box of no width. Which icon a widget has stays in its meta; this only says how to draw it.
 */
const BY_ICON: ReadonlyMap<string, Glyph> = new Map<string, Glyph>([
  ['input', EditOutlined],
  ['textarea', FileTextOutlined],
  ['number', NumberOutlined],
  ['switch', PoweroffOutlined],
  ['radio', CheckCircleOutlined],
  ['checkbox', CheckSquareOutlined],
  ['select', DownSquareOutlined],
  ['cascader', NodeIndexOutlined],
  ['tree-select', ApartmentOutlined],
  ['date', CalendarOutlined],
  ['time', ClockCircleOutlined],
  ['upload', UploadOutlined],
  ['image', PictureOutlined],
  ['color', BgColorsOutlined],
  ['rate', StarOutlined],
  ['slider', SlidersOutlined],
  ['rich-text', FontSizeOutlined],
  ['count', CalculatorOutlined],
  ['company', ApartmentOutlined],
  ['department', ApartmentOutlined],
  ['post', IdcardOutlined],
  ['user', UserOutlined],
  ['users', UsergroupAddOutlined],
  ['role', TeamOutlined],
  ['group', TeamOutlined],
  ['table', TableOutlined],
  ['popup-table', InsertRowBelowOutlined],
  ['auto-complete', SearchOutlined],
  ['Provinces', EnvironmentOutlined],
  ['menu', SelectOutlined],
  ['popup', SelectOutlined],
  ['nav', ProfileOutlined],
  ['documents', FieldNumberOutlined],
  ['createUser', UserOutlined],
  ['modifyUser', UserOutlined],
  ['createTime', FieldTimeOutlined],
  ['modifyTime', FieldTimeOutlined],
  ['currOrganize', ApartmentOutlined],
  ['currPosition', IdcardOutlined],
  ['row', ColumnWidthOutlined],
  ['card', CreditCardOutlined],
  ['tab', FolderOutlined],
  ['fold', MenuFoldOutlined],
  ['text', FontColorsOutlined],
  ['alert', AlertOutlined],
  ['divider', LineOutlined],
  ['title', BoldOutlined],
  ['link', LinkOutlined],
  ['button', BorderOutlined],
  ['qrcode', QrcodeOutlined],
  ['barcode', BarcodeOutlined],
]);

/** The icon's name in a meta's icon class (`icon-ym icon-ym-generator-input` → `input`). */
const iconName = (iconClass: string) => /icon-ym-generator-(\S+)/.exec(iconClass)?.[1] ?? '';

/** Whether the widget's icon has a glyph of its own, not the neutral one. */
export const hasOwnGlyph = (iconClass: string) => BY_ICON.has(iconName(iconClass));

/** A widget's glyph, from the icon its meta names; a neutral one for an icon not listed. */
export function WidgetIcon({ icon }: { icon: string }) {
  const Glyph = BY_ICON.get(iconName(icon)) ?? AppstoreOutlined;
  return <Glyph aria-hidden className="fw-designer-palette-icon" />;
}
