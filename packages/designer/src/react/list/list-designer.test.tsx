import type { ListSchema } from '@formwork/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft } from '../autosave/storage.js';
import { canvasItem, DESIGN_ID, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

const form = () =>
  formWith([
    { jnpfKey: 'input', vModel: 'name', label: '姓名' },
    { jnpfKey: 'inputNumber', vModel: 'days', label: '天数' },
    {
      jnpfKey: 'select',
      vModel: 'kind',
      label: '类型',
      props: {
        options: [
          { label: '年假', value: 'annual' },
          { label: '病假', value: 'sick' },
        ],
      },
    },
  ]);

const LIST: ListSchema = {
  version: 1,
  kind: 'list',
  type: 1,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  columnList: [
    { label: '姓名', prop: 'name', jnpfKey: 'input' },
    { label: '天数', prop: 'days', jnpfKey: 'inputNumber' },
  ],
  searchList: [],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }],
};

afterEach(() => {
  vi.useRealTimers();
});

async function openListMode() {
  await act(async () => {
    fireEvent.click(screen.getByText('列表设计'));
  });
}

/** The titles of the preview table's columns, as drawn. */
const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim()).filter(Boolean);

const lastPut = (puts: Record<string, unknown>[]) => puts.at(-1) as Record<string, unknown>;

describe('list designer', () => {
  it('is headed 列表设计 on the list tab and 表单设计 on the form tab', async () => {
    await renderDesigner(form(), 'zh', { list: LIST });
    expect(screen.getByRole('heading', { level: 5 }).textContent).toMatch(/^表单设计/);
    await openListMode();
    expect(screen.getByRole('heading', { level: 5 }).textContent).toMatch(/^列表设计/);
  });

  it('offers a form without a list a first list from its fields, saved with the form as a form-and-list design', async () => {
    const { server } = await renderDesigner(form());
    await openListMode();
    expect(screen.getByText(/还没有列表/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '按表单字段生成列表' }));
    });
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['姓名', '天数', '类型'])));
    // Made-up rows show in the preview, with the select's own option labels.
    expect(await screen.findByText('示例数据（尚未发布或暂无数据）')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('年假').length).toBeGreaterThan(0));
    await waitFor(() => expect(server.puts.length).toBeGreaterThan(0), { timeout: 3000 });
    const body = lastPut(server.puts);
    expect(body.webType).toBe(2);
    const saved = JSON.parse(body.columnData as string) as ListSchema;
    expect(saved.columnList.map((c) => c.prop)).toEqual(['name', 'days', 'kind']);
  });

  it('renames, removes and adds columns with undo, and the preview follows', async () => {
    const { server } = await renderDesigner(form(), 'zh', { list: LIST });
    await openListMode();
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['姓名', '天数'])));
    fireEvent.change(screen.getByRole('textbox', { name: '第 1 列的标题' }), { target: { value: '申请人' } });
    await waitFor(() => expect(headers()).toContain('申请人'));
    fireEvent.click(screen.getByRole('button', { name: '删除列 天数' }));
    await waitFor(() => expect(headers()).not.toContain('天数'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    });
    await waitFor(() => expect(headers()).toContain('天数'));
    await waitFor(() => expect(server.puts.length).toBeGreaterThan(0), { timeout: 3000 });
    await waitFor(() => {
      const saved = JSON.parse(lastPut(server.puts).columnData as string) as ListSchema;
      expect(saved.columnList.map((c) => c.label)).toEqual(['申请人', '天数']);
    });
    // The draft kept for a reload holds the list too.
    expect(readDraft(DESIGN_ID)?.list?.columnList[0]?.label).toBe('申请人');
  });

  it('sets a column width, alignment and a number format, and a search with its type', async () => {
    const { server } = await renderDesigner(form(), 'zh', { list: LIST });
    await openListMode();
    fireEvent.focus(screen.getByRole('textbox', { name: '第 2 列的标题' }));
    const settings = await screen.findByRole('region', { name: '列 天数 的设置' });
    fireEvent.change(within(settings).getByRole('spinbutton', { name: '列宽' }), {
      target: { value: '120' },
    });
    fireEvent.click(within(settings).getByText('居右'));
    await act(async () => {
      fireEvent.mouseDown(within(settings).getByRole('combobox', { name: '显示格式' }));
    });
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-select-item-option[title^="金额"]') as Element);
    });
    fireEvent.click(screen.getByRole('tab', { name: /查询/ }));
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '添加查询字段' }));
    });
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-select-item-option[title="天数 (days)"]') as Element);
    });
    await waitFor(
      () => {
        const saved = JSON.parse(lastPut(server.puts).columnData as string) as ListSchema;
        expect(saved.columnList[1]).toMatchObject({
          prop: 'days',
          width: 120,
          align: 'right',
          format: 'money',
        });
        // A number is searched by range first.
        expect(saved.searchList).toEqual([
          { label: '天数', prop: 'days', jnpfKey: 'inputNumber', searchType: 3 },
        ]);
      },
      { timeout: 3000 },
    );
  });

  it('chooses the list type and its settings: grouped by a field, paging off, permission switches', async () => {
    const { server } = await renderDesigner(form(), 'zh', { list: LIST });
    await openListMode();
    fireEvent.click(screen.getByRole('tab', { name: '列表属性' }));
    fireEvent.click(screen.getByLabelText('分组表格'));
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '分组字段' }));
    });
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-select-item-option[title="类型"]') as Element);
    });
    fireEvent.click(screen.getByRole('switch', { name: '分页' }));
    fireEvent.click(screen.getByRole('switch', { name: '按钮权限' }));
    await waitFor(
      () => {
        const saved = JSON.parse(lastPut(server.puts).columnData as string) as ListSchema;
        expect(saved).toMatchObject({ type: 3, groupField: 'kind', hasPage: false, useBtnPermission: true });
      },
      { timeout: 3000 },
    );
  });

  it('says beside the permission switches that they change what every role sees at once', async () => {
    await renderDesigner(form(), 'zh', { list: LIST });
    await openListMode();
    fireEvent.click(screen.getByRole('tab', { name: '列表属性' }));
    expect(screen.getByText(/发布后对所有角色同时生效/)).toBeTruthy();
    expect(screen.getByText(/关闭的一类，角色授权中的勾选不起作用/)).toBeTruthy();
  });

  it('picks the toolbar and row buttons and their texts, in a fixed order', async () => {
    const { server } = await renderDesigner(form(), 'zh', { list: LIST });
    await openListMode();
    fireEvent.click(screen.getByRole('tab', { name: '按钮' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '批量删除' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '导出' }));
    fireEvent.change(screen.getByRole('textbox', { name: '导出按钮的文字' }), {
      target: { value: '导出Excel' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '详情' }));
    await waitFor(
      () => {
        const saved = JSON.parse(lastPut(server.puts).columnData as string) as ListSchema;
        expect(saved.btnsList).toEqual([
          { value: 'add', label: '新增' },
          { value: 'download', label: '导出Excel' },
          { value: 'batchRemove', label: '批量删除' },
        ]);
        expect(saved.columnBtnsList.map((b) => b.value)).toEqual(['edit', 'detail']);
      },
      { timeout: 3000 },
    );
  });

  it('prints with the print templates chosen for the 批量打印 button', async () => {
    const { server } = await renderDesigner(form(), 'zh', { list: LIST });
    await openListMode();
    fireEvent.click(screen.getByRole('tab', { name: '按钮' }));
    expect(screen.queryByRole('combobox', { name: '打印模板' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '批量打印' }));
    const picker = await screen.findByRole('combobox', { name: '打印模板' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('请假单 (leavePrint)'));
    await waitFor(
      () => {
        const saved = JSON.parse(lastPut(server.puts).columnData as string) as ListSchema;
        expect(saved.btnsList.map((b) => b.value)).toEqual(['add', 'batchPrint']);
        expect(saved.printIds).toEqual(['tpl-leave']);
      },
      { timeout: 3000 },
    );
  });

  it('flags a list column whose field left the form, in the problems tab and on the column', async () => {
    await renderDesigner(form(), 'zh', { list: LIST });
    fireEvent.click(canvasItem('天数'));
    fireEvent.keyDown(window, { key: 'Delete' });
    fireEvent.click(screen.getByRole('tab', { name: /问题/ }));
    expect(await screen.findByText('列表的列「天数」用到的字段 days 已不在表单中')).toBeTruthy();
    await openListMode();
    expect(screen.getByText('days').closest('.ant-tag')?.className).toContain('error');
  });
});
