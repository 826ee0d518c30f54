import type { PagePartProps } from '@formwork/runtime';
import { type Text, useText } from '@formwork/shell';
import {
  Alert,
  Button,
  Divider,
  InputNumber,
  message,
  Radio,
  Select,
  Space,
  Spin,
  Tree,
  Typography,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import type Quill from 'quill';
import { useEffect, useMemo, useRef, useState } from 'react';
// The editor's toolbar and content styles.
import 'quill/dist/quill.snow.css';
import { PRINT_TEXT, type PrintKey } from './messages.js';
import { PAPERS, type Paper, paperOf, sheetOf, withPaperType } from './paper.js';
import { placeholderOf, subTableHtml } from './placeholders.js';
import { loadFields, loadTemplate, type PrintField, type PrintTemplate, saveDesign } from './print-api.js';

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ align: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];

/** A px per mm at the screen's 96 dpi, so the sheet shows at its printed size. */
const MM = 96 / 25.4;

type TableCommand =
  | 'insertTable'
  | 'insertRowBelow'
  | 'insertColumnRight'
  | 'deleteRow'
  | 'deleteColumn'
  | 'deleteTable';
interface TableModule {
  insertTable(rows: number, columns: number): void;
  insertRowBelow(): void;
  insertColumnRight(): void;
  deleteRow(): void;
  deleteColumn(): void;
  deleteTable(): void;
}

const TABLE_BUTTONS: Array<[TableCommand, PrintKey]> = [
  ['insertTable', 'insertTable'],
  ['insertRowBelow', 'rowBelow'],
  ['insertColumnRight', 'columnRight'],
  ['deleteRow', 'deleteRow'],
  ['deleteColumn', 'deleteColumn'],
  ['deleteTable', 'deleteTable'],
];

/**
 * Quill's heading picker writes its words in its stylesheet, in English; an item with a
 * `data-label` shows that instead, and the picker's face copies the chosen item's.
 */
function labelHeadings(root: HTMLElement, texts: Text<typeof PRINT_TEXT>): void {
  const word = (value: string | null) => (value ? texts('heading', { n: value }) : texts('normal'));
  for (const item of root.querySelectorAll<HTMLElement>('.ql-picker.ql-header .ql-picker-item'))
    item.dataset.label = word(item.getAttribute('data-value'));
  const face = root.querySelector<HTMLElement>('.ql-picker.ql-header .ql-picker-label');
  if (face) face.dataset.label = word(null);
}

/**
 * The 设计 part of a print template: rich text in Quill with tables, the form's fields to insert
 * as placeholders at the cursor (a sub-table as a table whose row repeats over it), and the paper.
 */
export default function PrintDesignerPart({ row, close }: PagePartProps) {
  const texts = useText(PRINT_TEXT);
  const id = row ? String(row.id ?? '') : '';
  const [template, setTemplate] = useState<PrintTemplate | null>(null);
  const [fields, setFields] = useState<PrintField[]>([]);
  const [paper, setPaper] = useState<Paper>(() => paperOf(''));
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const [toast, holder] = message.useMessage();
  const words = useRef(texts);
  words.current = texts;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const loaded = await loadTemplate(id);
        const formFields = loaded.formId ? await loadFields(loaded.formId) : [];
        if (cancelled) return;
        setTemplate(loaded);
        setFields(formFields);
        setPaper(paperOf(loaded.pageParam));
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [id]);

  // Quill is made once the template is here, and loads its HTML; tables need its table module.
  useEffect(() => {
    const element = host.current;
    if (!template || !element) return;
    let cancelled = false;
    void import('quill').then(({ default: QuillClass }) => {
      if (cancelled) return;
      const area = element.appendChild(document.createElement('div'));
      const editor = new QuillClass(area, { theme: 'snow', modules: { toolbar: TOOLBAR, table: true } });
      editor.setContents(editor.clipboard.convert({ html: template.printTemplate }), 'silent');
      labelHeadings(element, words.current);
      quill.current = editor;
    });
    return () => {
      cancelled = true;
      quill.current = null;
      element.replaceChildren();
    };
  }, [template]);

  const insert = (text: string) => {
    const editor = quill.current;
    if (!editor) return;
    const range = editor.getSelection(true);
    editor.insertText(range.index, text, 'user');
    editor.setSelection(range.index + text.length, 0, 'user');
  };
  const insertSubTable = (table: PrintField) => {
    const editor = quill.current;
    if (!editor) return;
    const range = editor.getSelection(true);
    editor.clipboard.dangerouslyPasteHTML(range.index, subTableHtml(table), 'user');
  };
  const tableCommand = (command: TableCommand) => {
    const editor = quill.current;
    if (!editor) return;
    editor.getSelection(true);
    const table = editor.getModule('table') as TableModule;
    if (command === 'insertTable') table.insertTable(2, 3);
    else table[command]();
  };

  const treeData = useMemo<DataNode[]>(
    () =>
      fields.map((field) => ({
        key: field.id,
        title: field.children ? `${field.fullName}（${texts('subTable')}）` : field.fullName,
        children: field.children?.map((column) => ({ key: column.id, title: column.fullName, isLeaf: true })),
        isLeaf: !field.children,
      })),
    [fields, texts],
  );
  const fieldById = useMemo(() => {
    const all = new Map<string, PrintField>();
    for (const field of fields) {
      all.set(field.id, field);
      for (const column of field.children ?? []) all.set(column.id, column);
    }
    return all;
  }, [fields]);

  const save = async () => {
    const editor = quill.current;
    if (!template || !editor) return;
    setSaving(true);
    try {
      await saveDesign(template, editor.getSemanticHTML(), JSON.stringify(paper));
      void toast.success(texts('saved'));
      close(true);
    } catch {
      // The shell's client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  if (failed) return <Alert type="error" showIcon message={texts('loadFailed')} />;
  if (!template) return <Spin tip={texts('loading')}>{<div style={{ height: 200 }} />}</Spin>;

  const sheet = sheetOf(paper);
  const margin = (key: 'mt' | 'mb' | 'ml' | 'mr', label: PrintKey) => (
    <Space size={4}>
      <span>{texts(label)}</span>
      <InputNumber
        aria-label={`${texts('margins')} ${texts(label)}`}
        size="small"
        min={0}
        max={200}
        value={paper[key]}
        onChange={(value) => setPaper({ ...paper, [key]: value ?? 0 })}
        style={{ width: 64 }}
      />
    </Space>
  );

  return (
    <div className="fw-print-designer">
      {holder}
      <Space wrap style={{ marginBottom: 8 }}>
        <span>{texts('paper')}</span>
        <Select
          aria-label={texts('paper')}
          size="small"
          style={{ width: 110 }}
          value={PAPERS.some((item) => item.type === paper.type) ? paper.type : 'custom'}
          options={[
            ...PAPERS.map((item) => ({ value: item.type, label: item.type })),
            { value: 'custom', label: texts('custom') },
          ]}
          onChange={(type: string) => setPaper(withPaperType(paper, type))}
        />
        {!PAPERS.some((item) => item.type === paper.type) && (
          <>
            <InputNumber
              aria-label={texts('width')}
              size="small"
              min={10}
              max={2000}
              value={paper.width}
              onChange={(value) => setPaper({ ...paper, width: value ?? paper.width })}
              addonBefore={texts('width')}
              style={{ width: 150 }}
            />
            <InputNumber
              aria-label={texts('height')}
              size="small"
              min={10}
              max={2000}
              value={paper.height}
              onChange={(value) => setPaper({ ...paper, height: value ?? paper.height })}
              addonBefore={texts('height')}
              style={{ width: 150 }}
            />
          </>
        )}
        <Radio.Group
          size="small"
          value={paper.direction}
          onChange={(event) => setPaper({ ...paper, direction: event.target.value })}
          options={[
            { value: 'portrait', label: texts('portrait') },
            { value: 'landscape', label: texts('landscape') },
          ]}
          optionType="button"
        />
        <span>{texts('margins')}</span>
        {margin('mt', 'top')}
        {margin('mb', 'bottom')}
        {margin('ml', 'left')}
        {margin('mr', 'right')}
      </Space>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ width: 220, flex: 'none', borderRight: '1px solid #f0f0f0', paddingRight: 8 }}>
          <Typography.Text strong>{texts('fields')}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {texts('fieldsHint')}
            </Typography.Text>
          </div>
          {template.formId ? (
            <Tree
              className="fw-print-fields"
              treeData={treeData}
              defaultExpandAll
              selectable={false}
              onClick={(_event, node) => {
                const field = fieldById.get(String(node.key));
                if (field && !field.children) insert(placeholderOf(field.id));
              }}
            />
          ) : (
            <Alert type="info" message={texts('noForm')} style={{ marginTop: 8 }} />
          )}
          {fields
            .filter((field) => field.children?.length)
            .map((table) => (
              <Button
                key={table.id}
                size="small"
                block
                style={{ marginTop: 8 }}
                onClick={() => insertSubTable(table)}
              >
                {texts('insertSubTable')}：{table.fullName}
              </Button>
            ))}
          <Divider style={{ margin: '12px 0 8px' }}>{texts('table')}</Divider>
          <Space wrap size={4}>
            {TABLE_BUTTONS.map(([command, label]) => (
              <Button key={command} size="small" onClick={() => tableCommand(command)}>
                {texts(label)}
              </Button>
            ))}
          </Space>
        </div>
        <div style={{ flex: 1, minWidth: 0, overflow: 'auto', background: '#f5f5f5', padding: 12 }}>
          <style>{`
            .fw-print-sheet .ql-container { height: auto; background: #fff; }
            .fw-print-sheet .ql-editor { min-height: ${Math.round(sheet.height * MM * 0.5)}px; padding: ${paper.mt}mm ${paper.mr}mm ${paper.mb}mm ${paper.ml}mm; }
            .fw-print-sheet .ql-editor table { border-collapse: collapse; width: 100%; }
            .fw-print-sheet .ql-editor td { border: 1px solid #999; padding: 4px 6px; }
            .fw-print-sheet .ql-toolbar { background: #fff; }
          `}</style>
          <div
            className="fw-print-sheet"
            ref={host}
            style={{ width: `${sheet.width}mm`, margin: '0 auto' }}
          />
        </div>
      </div>
      <div style={{ textAlign: 'right', marginTop: 12 }}>
        <Space>
          <Button onClick={() => close()}>{texts('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {texts('save')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
