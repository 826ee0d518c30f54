// Proof that the generated module is real code: it is written into a folder of the console (so
// the workspace packages resolve as they would in an app), type-checked with tsc against those
// packages, and its list and form are rendered against a fake transport.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { RuntimeProvider, type RuntimeRequest, type Transport } from '@formwork/runtime';
import {
  dataKeys,
  displayKeys,
  type FieldSchema,
  type FormSchema,
  holdsData,
  leaveRequestForm,
  leaveRequestList,
  validateSchema,
} from '@formwork/schema';
import { WIDGET_METAS } from '@formwork/widgets';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import { act, type RenderResult, render, within } from '@testing-library/react';
import {
  button,
  fakeTransport,
  paged,
} from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import { generateModule } from '../../../../server/src/domains/generator/generate-module.js';
import type {
  GenerateOptions,
  ReleasedDesign,
} from '../../../../server/src/domains/generator/templates/context.js';

const here = dirname(fileURLToPath(import.meta.url));
const consoleDir = resolve(here, '../../..');
const root = resolve(consoleDir, '../..');
const checkDir = join(consoleDir, `.codegen-check-${process.pid}`);
const TIMEOUT = 120_000;

/** A form with one field of every data and display jnpfKey, as the designer creates each. */
function everyKeyForm(): FormSchema {
  const fields: FieldSchema[] = [...dataKeys, ...displayKeys].map((key) => {
    const meta = WIDGET_METAS.get(key);
    if (!meta) throw new Error(`no widget meta for ${key}`);
    const field = meta.createField();
    return holdsData(key) ? { ...field, vModel: `${key}Field`, label: `${key}字段` } : field;
  });
  const containers = ['row', 'card', 'tab', 'collapse', 'tableGrid'].map((key) => {
    const meta = WIDGET_METAS.get(key);
    if (!meta) throw new Error(`no widget meta for ${key}`);
    return meta.createField();
  });
  return { version: 1, kind: 'form', settings: {}, fields: [...fields, ...containers] };
}

const LEAVE: ReleasedDesign = {
  id: 'visualdev-leaveRequest',
  fullName: '请假申请',
  enCode: 'leaveRequest',
  version: 2,
  menuId: 'menu-visualdev-visualdev-leaveRequest',
  form: leaveRequestForm,
  list: leaveRequestList,
};
const EVERY_KEY: ReleasedDesign = {
  id: 'visualdev-everyKey',
  fullName: '全部控件',
  enCode: 'everyKey',
  version: 1,
  menuId: 'menu-visualdev-visualdev-everyKey',
  form: everyKeyForm(),
  list: null,
};

const options = (className: string, area: string): GenerateOptions => ({
  area,
  className,
  description: className,
  routePath: `/${area}/${className}`,
  fileNames: { list: `${className}ListPage`, form: `${className}Form`, detail: `${className}View` },
  onlyGenerated: false,
});

const TSCONFIG = {
  extends: '../../../tsconfig.base.json',
  compilerOptions: {
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    noEmit: true,
    declaration: false,
    declarationMap: false,
    customConditions: ['source'],
  },
  include: ['**/*.ts', '**/*.tsx'],
};

async function writeModule(design: ReleasedDesign, settings: GenerateOptions): Promise<void> {
  for (const file of generateModule(design, settings)) {
    const path = join(checkDir, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.text);
  }
}

/** Imports a generated file, as the app's bundler would. */
const load = <T,>(path: string): Promise<T> => import(/* @vite-ignore */ join(checkDir, path));

const withRuntime = (transport: Transport, ui: JSX.Element): RenderResult =>
  render(<RuntimeProvider value={{ transport, permissionList: [] }}>{ui}</RuntimeProvider>);

/** Types into a controlled input the way a user does, so React sees the change. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const click = (element: Element) => act(() => (element as HTMLElement).click());

/** The values a write sent: its body is `{data: JSON text}` (OnlineDevWrite). */
function sentValues(request: RuntimeRequest | undefined): unknown {
  const body = request?.data as { data?: string } | undefined;
  return JSON.parse(body?.data ?? 'null');
}

describe('generated code', () => {
  beforeAll(async () => {
    await rm(checkDir, { recursive: true, force: true });
    await mkdir(checkDir, { recursive: true });
    await writeFile(join(checkDir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    await writeModule(LEAVE, options('LeaveRequest', 'onlineDev'));
    await writeModule(EVERY_KEY, options('EveryKey', 'system'));
  });
  afterAll(() => rm(checkDir, { recursive: true, force: true }));

  it('starts from a valid every-key form', () => {
    expect(validateSchema(EVERY_KEY.form)).toEqual([]);
  });

  it(
    'type-checks with tsc against the packages',
    async () => {
      const tsc = join(root, 'node_modules', '.bin', 'tsc');
      const result = await promisify(execFile)(tsc, ['--noEmit', '-p', checkDir], { cwd: root }).then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(result).toBe('');
    },
    TIMEOUT,
  );

  it(
    'renders the leave request list, edits a row in its dialog and reloads the list after the save',
    async () => {
      const stored = {
        applicant: '张三',
        leaveType: 'sick',
        startDate: Date.UTC(2026, 0, 5),
        days: 2,
        reason: '复查',
      };
      const fake = fakeTransport((request) => {
        if (request.url.endsWith('/List'))
          return paged([{ id: 'r1', ...stored, creatorTime: 0, lastModifyTime: null }]);
        if (request.method === 'GET') return { id: 'r1', data: JSON.stringify(stored) };
        return null;
      });
      const listUrl = '/api/visualdev/OnlineDev/visualdev-leaveRequest/List';
      const { LeaveRequestListPage } = await load<{ LeaveRequestListPage: ComponentType }>(
        'onlineDev/LeaveRequest/LeaveRequestListPage.tsx',
      );
      const view = withRuntime(fake.transport, <LeaveRequestListPage />);
      expect(await view.findByText('张三', {}, { timeout: 20_000 })).toBeTruthy();
      for (const column of leaveRequestList.columnList)
        expect(view.getAllByText(column.label).length).toBeGreaterThan(0);
      const listed = fake.matching('POST', listUrl).length;
      expect(listed).toBeGreaterThan(0);

      click(button('编辑'));
      const dialog = await view.findByRole('dialog', {}, { timeout: 20_000 });
      expect(await within(dialog).findByDisplayValue('张三', {}, { timeout: 20_000 })).toBeTruthy();
      click(button('保存', dialog));
      await expect
        .poll(() => fake.matching('PUT', '/api/visualdev/OnlineDev/visualdev-leaveRequest/r1').length, {
          timeout: 20_000,
        })
        .toBe(1);
      expect(sentValues(fake.matching('PUT', /\/r1$/)[0])).toMatchObject(stored);
      await expect
        .poll(() => fake.matching('POST', listUrl).length, { timeout: 20_000 })
        .toBeGreaterThan(listed);
    },
    TIMEOUT,
  );

  it(
    'loads a leave request into the form and saves the values it shows, changed by the user',
    async () => {
      const stored = {
        applicant: '张三',
        leaveType: 'sick',
        startDate: Date.UTC(2026, 0, 5),
        days: 2,
        reason: '复查',
      };
      const fake = fakeTransport((request) =>
        request.method === 'GET' ? { id: 'r1', data: JSON.stringify(stored) } : null,
      );
      const { LeaveRequestForm } = await load<{
        LeaveRequestForm: ComponentType<{ dataId?: string; onSaved?: () => void }>;
      }>('onlineDev/LeaveRequest/LeaveRequestForm.tsx');
      let saved = false;
      const view = withRuntime(
        fake.transport,
        <LeaveRequestForm dataId="r1" onSaved={() => (saved = true)} />,
      );
      const applicant = (await view.findByDisplayValue('张三', {}, { timeout: 20_000 })) as HTMLInputElement;
      for (const label of ['申请人', '请假类型', '开始日期', '请假天数', '请假原因'])
        expect(view.getByText(label)).toBeTruthy();
      typeInto(applicant, '李四');
      click(view.getByText(/保\s*存/).closest('button') as Element);
      await view.findByDisplayValue('李四');
      await expect
        .poll(() => fake.matching('PUT', '/api/visualdev/OnlineDev/visualdev-leaveRequest/r1').length, {
          timeout: 20_000,
        })
        .toBe(1);
      const [put] = fake.matching('PUT', '/api/visualdev/OnlineDev/visualdev-leaveRequest/r1');
      const sent = sentValues(put);
      expect(sent).toMatchObject({ ...stored, applicant: '李四' });
      await expect.poll(() => saved).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'shows every field of the every-key form and creates a record with what was typed',
    async () => {
      const fake = fakeTransport(() => null);
      const { EveryKeyForm } = await load<{ EveryKeyForm: ComponentType }>(
        'system/EveryKey/EveryKeyForm.tsx',
      );
      const view = withRuntime(fake.transport, <EveryKeyForm />);
      await view.findByText('input字段', {}, { timeout: 20_000 });
      const labels = dataKeys.filter((key) => key !== 'table').map((key) => `${key}字段`);
      const missing = labels.filter((label) => view.queryAllByText(label).length === 0);
      expect(missing).toEqual([]);
      const input = view
        .getByText('input字段')
        .closest('.ant-form-item')
        ?.querySelector<HTMLInputElement>('input');
      expect(input).not.toBeNull();
      typeInto(input as HTMLInputElement, '你好');
      click(view.getByText(/保\s*存/).closest('button') as Element);
      await expect
        .poll(() => fake.matching('POST', '/api/visualdev/OnlineDev/visualdev-everyKey').length, {
          timeout: 20_000,
        })
        .toBe(1);
      const [post] = fake.matching('POST', '/api/visualdev/OnlineDev/visualdev-everyKey');
      expect(sentValues(post)).toMatchObject({ inputField: '你好' });
    },
    TIMEOUT,
  );
});
