import type { RuntimeRequest, Transport } from '@formwork/runtime';
import type { FormSchema, ListSchema } from '@formwork/schema';
import { act, fireEvent, type RenderResult, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { DesignerPage } from '../DesignerPage.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import type { DesignerMetas } from '../meta.js';
import type { DesignerRelease } from '../release/ReleaseDialog.js';
import { testMetas } from './test-metas.js';

// antd's first render in jsdom takes a second or two on a small machine.
vi.setConfig({ testTimeout: 30_000 });

export const DESIGN_ID = 'design-1';

/** The dictionary types and data interfaces the fake server offers the option pickers. */
export const DICTIONARY_TYPES = [
  { id: 'dict-sex', parentId: '0', fullName: '性别', enCode: 'sex', isTree: 0, sortCode: 1 },
  { id: 'dict-leaveType', parentId: '0', fullName: '请假类型', enCode: 'leaveType', isTree: 0, sortCode: 2 },
];
export const DATA_INTERFACES = [
  { id: 'if-users', fullName: '用户列表', enCode: 'users', category: '', dataType: 1 },
  { id: 'if-depts', fullName: '部门列表', enCode: 'depts', category: '', dataType: 1 },
];

/** The design's releases as the fake server lists them, and its answers to a diff. */
export const RELEASES = [
  {
    version: 2,
    releasedAt: '2026-11-20T08:00:00.000Z',
    releasedBy: '管理员',
    note: null,
    rolledBackFrom: null,
  },
  {
    version: 1,
    releasedAt: '2026-11-19T08:00:00.000Z',
    releasedBy: '管理员',
    note: '初版',
    rolledBackFrom: null,
  },
];
function diffAnswer(from: string | null, to: string | null) {
  if (from === '2' && to === 'draft') return [];
  if (from === '2' && to === '1') return [{ kind: 'fieldRemoved', field: '电话 (phone)', at: '' }];
  if (from === '1' && to === '2') return [{ kind: 'fieldAdded', field: '电话 (phone)', at: '' }];
  return [];
}

/** The menu directories a release may go under, as the fake server lists them. */
export const MENUS = [
  {
    id: 'menu-onlineDev',
    fullName: '在线开发',
    children: [],
  },
  { id: 'menu-hr', fullName: '人事管理', children: [] },
];

/** A server holding one design; PUTs are recorded and answered by `put` (ok by default). */
export function fakeServer(schema: FormSchema, list?: ListSchema) {
  const puts: Record<string, unknown>[] = [];
  const rollbacks: string[] = [];
  const releases: Array<{ url: string; data: unknown }> = [];
  let put: () => Promise<unknown> = () => Promise.resolve(undefined);
  const transport = vi.fn(async (request: RuntimeRequest) => {
    if (request.method === 'GET' && request.url === `/api/visualdev/Base/${DESIGN_ID}`)
      return {
        id: DESIGN_ID,
        fullName: '请假单',
        enCode: 'leave',
        category: null,
        formData: JSON.stringify(schema),
        ...(list && { webType: 2, columnData: JSON.stringify(list) }),
      };
    if (request.method === 'PUT' && request.url === `/api/visualdev/Base/${DESIGN_ID}`) {
      puts.push(request.data as Record<string, unknown>);
      return put();
    }
    if (request.method === 'GET' && request.url === `/api/visualdev/Base/${DESIGN_ID}/Releases`)
      return { list: RELEASES };
    if (
      request.method === 'GET' &&
      request.url.startsWith(`/api/visualdev/Base/${DESIGN_ID}/Releases/Diff?`)
    ) {
      const query = new URL(request.url, 'http://x').searchParams;
      return { changes: diffAnswer(query.get('from'), query.get('to')) };
    }
    if (request.method === 'GET' && request.url === '/api/visualdev/MenuSelector') return { list: MENUS };
    if (request.method === 'POST' && request.url.endsWith('/Actions/Release')) {
      releases.push({ url: request.url, data: request.data });
      return { version: 1, moduleId: `menu-visualdev-${DESIGN_ID}`, parentId: 'menu-hr' };
    }
    if (request.method === 'POST' && request.url.endsWith('/Actions/Rollback')) {
      rollbacks.push(request.url);
      return { version: 3, moduleId: null };
    }
    if (request.method === 'GET' && request.url === '/api/system/printDev/Selector')
      return { list: [{ id: 'tpl-leave', fullName: '请假单', enCode: 'leavePrint' }] };
    if (request.method === 'GET' && request.url === '/api/system/DictionaryType/Selector/0')
      return { list: DICTIONARY_TYPES };
    if (request.method === 'GET' && request.url === '/api/system/DataInterface') {
      const keyword = String((request.params as { keyword?: unknown } | undefined)?.keyword ?? '');
      const list = DATA_INTERFACES.filter(
        (row) => row.fullName.includes(keyword) || row.enCode.includes(keyword),
      );
      return { list, pagination: { currentPage: 1, pageSize: 50, total: list.length } };
    }
    throw new Error(`unexpected ${request.method} ${request.url}`);
  });
  return {
    transport: transport as unknown as Transport,
    puts,
    rollbacks,
    releases,
    failPuts(fail: boolean) {
      put = fail ? () => Promise.reject(new Error('offline')) : () => Promise.resolve(undefined);
    },
  };
}

/** The designer open on `schema`, loaded and ready. */
export async function renderDesigner(
  schema: FormSchema,
  language: DesignerLanguage = 'zh',
  {
    keepSession = false,
    list,
    release,
  }: { keepSession?: boolean; list?: ListSchema; release?: DesignerRelease } = {},
): Promise<RenderResult & { server: ReturnType<typeof fakeServer>; metas: DesignerMetas }> {
  // A draft kept by an earlier test would be reopened instead of `schema`.
  if (!keepSession) window.sessionStorage.clear();
  const server = fakeServer(schema, list);
  const metas = testMetas();
  const view = render(
    <DesignerPage
      designId={DESIGN_ID}
      metas={metas}
      transport={server.transport}
      language={language}
      {...(release && { release })}
    />,
  );
  await act(async () => {});
  await screen.findAllByRole('navigation');
  return { ...view, server, metas };
}

/** The canvas item of a field, by its label. */
export function canvasItem(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

/** The canvas items' labels, in the order they are drawn. */
export function canvasOrder(): (string | null)[] {
  return [...document.querySelectorAll('[data-node-id]')].map((item) => item.getAttribute('aria-label'));
}

/** The schema as the JSON view shows it (then back to the property panel). */
export function shownSchema(): FormSchema {
  fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
  const text = (screen.getByRole('textbox', { name: 'JSON' }) as HTMLTextAreaElement).value;
  fireEvent.click(
    screen.getAllByRole('tab').find((tab) => /组件属性|表单属性/.test(tab.textContent ?? '')) as HTMLElement,
  );
  return JSON.parse(text) as FormSchema;
}
