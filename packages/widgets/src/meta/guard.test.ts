import {
  containerKeys,
  dataKeys,
  displayKeys,
  type FieldSchema,
  holdsData,
  type JnpfKey,
  jnpfKeys,
  validateSchema,
} from '@formwork/schema';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { CONTAINER_COMPONENTS, DRAWN_BY_PARENT } from '../registry/containers.js';
import { DEFAULT_WIDGETS } from '../registry/registry.js';
import { storyModules } from '../stories-as-tests/story-modules.js';
import { CANONICAL_OPTION_KEYS } from './component-props.js';
import {
  createWidgetMetas,
  PALETTE_GROUPS,
  paletteMetas,
  propsSchemaIn,
  WIDGET_METAS,
  widgetMetaOf,
} from './index.js';
import type { LocalizedText, WidgetMeta } from './types.js';

/** Left to the uploads issue: they have a meta (the palette offers them) but no component yet. */
const AWAITING_UPLOADS: ReadonlySet<JnpfKey> = new Set(['uploadFile', 'uploadImg']);

/** Tab panes and collapse panels show in their container's story; grid rows and cells in the grid's. */
const SHOWN_BY_CONTAINER: ReadonlySet<JnpfKey> = new Set([
  'tabItem',
  'collapseItem',
  'tableGridTr',
  'tableGridTd',
]);

const metas = [...WIDGET_METAS.values()];

const HAN = /\p{Script=Han}/u;

/**
 * Every word the property panel may show for a props schema, with where it is: each property's
 * title (nested objects' and list items' too) and each choice's label.
 */
function labelsOf(properties: Record<string, unknown>, at: string): [string, unknown][] {
  return Object.entries(properties).flatMap(([name, value]) => {
    const property = value as Record<string, unknown>;
    const path = `${at}.${name}`;
    const found: [string, unknown][] = [[path, property.title]];
    if (Array.isArray(property.enum)) {
      const titles = Array.isArray(property.enumTitles) ? property.enumTitles : [];
      property.enum.forEach((choice, i) => {
        found.push([`${path}=${String(choice)}`, titles[i]]);
      });
    }
    const nested = property.properties as Record<string, unknown> | undefined;
    if (nested) found.push(...labelsOf(nested, path));
    const items = property.items as { properties?: Record<string, unknown> } | undefined;
    // A list's item properties are edited by their own controls, which name them; only their
    // titles, where given, are words of the panel.
    if (items?.properties)
      for (const [name, item] of Object.entries(items.properties))
        if ((item as Record<string, unknown>).title !== undefined)
          found.push([`${path}[].${name}`, (item as Record<string, unknown>).title]);
    return found;
  });
}
const metaOf = (key: string): WidgetMeta => {
  const meta = widgetMetaOf(key);
  if (!meta) throw new Error(`no meta for ${key}`);
  return meta;
};

const storyKeys = new Set(
  Object.values(storyModules).flatMap((module) =>
    Object.entries(module).flatMap(([name, exported]) => {
      const key = (exported as { parameters?: { jnpfKey?: unknown } }).parameters?.jnpfKey;
      const keys = typeof key === 'string' ? [key] : [];
      if (name === 'default' && module.default.title) keys.push(module.default.title.split('/').at(-1) ?? '');
      return keys;
    }),
  ),
);

/** A form of one new field, with a vModel when it holds data, as the designer would save it. */
function formWith(field: FieldSchema) {
  const named = holdsData(field.jnpfKey) ? { ...field, vModel: `${field.jnpfKey}Field1` } : field;
  return { version: 1, kind: 'form', settings: {}, fields: [named] };
}

describe('one home per jnpfKey', () => {
  it('has a meta for every jnpfKey of the schema, and none for keys it does not know', () => {
    expect(jnpfKeys.filter((key) => !WIDGET_METAS.has(key))).toEqual([]);
    expect(metas.map((meta) => meta.jnpfKey).filter((key) => !jnpfKeys.includes(key))).toEqual([]);
    for (const [key, meta] of WIDGET_METAS) expect(meta.jnpfKey).toBe(key);
  });

  it('has a component for every jnpfKey but the uploads (their own issue)', () => {
    const drawn = (key: JnpfKey) =>
      Object.hasOwn(DEFAULT_WIDGETS, key) ||
      Object.hasOwn(CONTAINER_COMPONENTS, key) ||
      DRAWN_BY_PARENT.has(key as (typeof containerKeys)[number]);
    expect(jnpfKeys.filter((key) => !drawn(key) && !AWAITING_UPLOADS.has(key))).toEqual([]);
  });

  it('has a story for every jnpfKey with a component of its own', () => {
    const missing = jnpfKeys.filter(
      (key) => !storyKeys.has(key) && !AWAITING_UPLOADS.has(key) && !SHOWN_BY_CONTAINER.has(key),
    );
    expect(missing).toEqual([]);
  });
});

describe('metas', () => {
  it('hold data exactly for the data keys', () => {
    for (const meta of metas)
      expect(meta.hasData, meta.jnpfKey).toBe(dataKeys.includes(meta.jnpfKey as never));
  });

  it.each(metas.map((meta) => [meta.jnpfKey, meta] as const))(
    '%s: a new field is a valid form field',
    (_, meta) => {
      const field = meta.createField();
      expect(field.jnpfKey).toBe(meta.jnpfKey);
      expect(field.label).toBe(meta.title.zh);
      expect(validateSchema(formWith(field))).toEqual([]);
    },
  );

  it('label a new data field in every language, from the widget name', () => {
    for (const meta of metas.filter((entry) => entry.hasData)) {
      const field = meta.createField();
      if (field.label !== meta.title.zh) continue;
      expect(field.props?.labelI18n, meta.jnpfKey).toEqual({ zhtw: meta.title.zhtw, en: meta.title.en });
    }
    const input = metas.find((entry) => entry.jnpfKey === 'input');
    expect(input?.createField().props?.labelI18n).toMatchObject({ en: input?.title.en });
  });

  it('make a fresh field every time', () => {
    for (const meta of metas) {
      const first = meta.createField();
      if (first.props) first.props.changed = true;
      first.children?.push({ jnpfKey: 'input' });
      const second = meta.createField();
      expect(second.props?.changed, meta.jnpfKey).toBeUndefined();
      expect(second).not.toEqual(first);
    }
  });

  it('have titles in every language', () => {
    for (const meta of metas) {
      expect(meta.title.zh && meta.title.zhtw && meta.title.en, meta.jnpfKey).toBeTruthy();
      expect(meta.icon, meta.jnpfKey).toMatch(/^icon-ym icon-ym-generator-/);
    }
  });

  it.each(['zh', 'zhtw', 'en'] as const)(
    "have a props schema ajv compiles in %s, which a new field's props satisfy",
    (language) => {
      const { ajv } = customizeValidator();
      for (const meta of metas) {
        const schema = propsSchemaIn(meta.propsSchema, language);
        const validate = ajv.compile(schema);
        expect(
          validate(meta.createField().props ?? {}),
          `${meta.jnpfKey}: ${ajv.errorsText(validate.errors)}`,
        ).toBe(true);
        for (const property of Object.values(schema.properties))
          expect(typeof property.title, meta.jnpfKey).toBe('string');
      }
    },
  );

  it('label every property, and every choice, in each language', () => {
    const gaps: string[] = [];
    for (const meta of metas)
      for (const [path, label] of labelsOf(meta.propsSchema.properties, meta.jnpfKey)) {
        const text = label as Partial<LocalizedText> | undefined;
        for (const language of ['zh', 'zhtw', 'en'] as const)
          if (typeof text?.[language] !== 'string' || !text[language]?.trim())
            gaps.push(`${path}: no ${language}`);
        if (typeof text?.en === 'string' && HAN.test(text.en)) gaps.push(`${path}: en is Chinese`);
      }
    expect(gaps).toEqual([]);
  });

  it('give a choice one label per value', () => {
    for (const meta of metas)
      for (const [name, property] of Object.entries(meta.propsSchema.properties))
        if (Array.isArray(property.enum))
          expect(property.enumTitles, `${meta.jnpfKey}.${name}`).toHaveLength(property.enum.length);
  });

  it('resolve one language in every title and choice label, leaving values alone', () => {
    const schema = propsSchemaIn(metaOf('button').propsSchema, 'en');
    expect(schema.properties.align).toEqual({
      title: 'Alignment',
      enum: ['left', 'center', 'right'],
      enumTitles: ['Left', 'Center', 'Right'],
      default: 'left',
    });
    expect(propsSchemaIn(metaOf('button').propsSchema, 'zhtw').properties.buttonText?.title).toBe('按鈕文字');
  });

  it('never pass form-owned props to the component', () => {
    const formOwned = {
      disabled: true,
      readonly: true,
      dictionaryType: 'd1',
      propsUrl: 'i1',
      optionProps: { label: 'n', value: 'id' },
    };
    for (const meta of metas) {
      const field = meta.createField();
      const props = meta.toComponentProps({
        ...field,
        props: { ...field.props, ...formOwned, dataType: 'dictionary' },
      });
      expect(
        Object.keys(props).filter((name) => Object.hasOwn(formOwned, name)),
        meta.jnpfKey,
      ).toEqual([]);
      // For barcode and QR code dataType says where their text comes from, so it is theirs.
      if (meta.jnpfKey !== 'barcode' && meta.jnpfKey !== 'qrcode')
        expect(props.dataType, meta.jnpfKey).toBeUndefined();
    }
  });

  it('give option widgets their static options under the canonical keys', () => {
    const props = metaOf('select').toComponentProps(metaOf('select').createField());
    expect(props.options).toEqual([
      { label: '选项一', value: 1 },
      { label: '选项二', value: 2 },
    ]);
    expect(props.props).toEqual(CANONICAL_OPTION_KEYS);
  });
});

describe('where widgets may go', () => {
  it('lets only inSubTable widgets be sub-table columns', () => {
    for (const meta of metas)
      expect(meta.allowedParents.includes('table'), meta.jnpfKey).toBe(meta.inSubTable);
  });

  it('keeps containers, display widgets, uploads and the sub-table itself out of sub-tables', () => {
    const never: string[] = [...containerKeys, ...displayKeys, 'table', 'uploadFile', 'uploadImg', 'editor'];
    expect(
      metas.filter((meta) => meta.inSubTable && never.includes(meta.jnpfKey)).map((m) => m.jnpfKey),
    ).toEqual([]);
    expect(metaOf('input').inSubTable).toBe(true);
  });

  it('puts container parts only into their container', () => {
    expect(metaOf('tabItem').allowedParents).toEqual(['tab']);
    expect(metaOf('collapseItem').allowedParents).toEqual(['collapse']);
    expect(metaOf('tableGridTr').allowedParents).toEqual(['tableGrid']);
    expect(metaOf('tableGridTd').allowedParents).toEqual(['tableGridTr']);
  });

  it('starts containers with the children JNPF gives them', () => {
    expect(
      metaOf('tab')
        .createField()
        .children?.map((c) => c.jnpfKey),
    ).toEqual(['tabItem', 'tabItem']);
    expect(
      metaOf('collapse')
        .createField()
        .children?.map((c) => c.jnpfKey),
    ).toEqual(['collapseItem', 'collapseItem']);
    const grid = metaOf('tableGrid').createField().children ?? [];
    expect(grid.map((tr) => tr.children?.map((td) => td.jnpfKey))).toEqual([
      ['tableGridTd', 'tableGridTd'],
      ['tableGridTd', 'tableGridTd'],
    ]);
    expect(metaOf('table').createField().children).toEqual([]);
  });
});

describe('palette', () => {
  it('offers every group in order, without container parts', () => {
    const offered = PALETTE_GROUPS.flatMap((group) => paletteMetas(group));
    expect(offered).toEqual(paletteMetas());
    expect(offered.map((meta) => meta.jnpfKey)).not.toContain('tabItem');
    expect(offered).toHaveLength(metas.length - 4);
  });

  it.each([
    ['basic', ['input', 'editor', 'link', 'button', 'alert', 'text', 'divider', 'groupTitle']],
    ['advanced', ['organizeSelect', 'table', 'autoComplete', 'billRule', 'calculate', 'barcode', 'qrcode']],
    ['system', ['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition']],
    ['layout', ['row', 'card', 'tab', 'collapse', 'tableGrid']],
  ] as const)('puts %s widgets in their group', (group, keys) => {
    const inGroup = paletteMetas(group).map((meta) => meta.jnpfKey);
    expect(keys.filter((key) => !inGroup.includes(key))).toEqual([]);
  });

  it('lays overrides over the defaults in a fresh map', () => {
    const custom = { ...metaOf('input'), title: { zh: '文字', zhtw: '文字', en: 'Words' } };
    const overridden = createWidgetMetas([custom]);
    expect(widgetMetaOf('input', overridden)?.title.en).toBe('Words');
    expect(widgetMetaOf('input')?.title.en).toBe('Input');
    expect(overridden.size).toBe(WIDGET_METAS.size);
  });
});
