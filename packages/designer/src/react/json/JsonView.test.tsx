import { type ListSchema, leaveRequestList } from '@formwork/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import jnpfColumns from '../../../../schema/src/importer/fixtures/leave-request.columns.jnpf.json';
import jnpfForm from '../../../../schema/src/importer/fixtures/leave-request.jnpf.json';
import { renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

describe('JSON view', () => {
  it('rejects invalid JSON and invalid schemas as typed, and applies a valid one as one undo step', async () => {
    await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    const box = screen.getByRole('textbox', { name: 'JSON' });
    const apply = () => screen.getByRole('button', { name: '应用' });
    fireEvent.change(box, { target: { value: '{"version": 1,' } });
    expect(screen.getByRole('alert').textContent).toMatch(/JSON 格式错误/);
    expect(apply()).toHaveProperty('disabled', true);
    fireEvent.change(box, {
      target: { value: '{"version": 1, "kind": "form", "settings": {}, "fields": [{"jnpfKey": "nope"}]}' },
    });
    expect(screen.getByRole('alert').textContent).toMatch(/表单结构有误/);
    expect(apply()).toHaveProperty('disabled', true);
    const next = formWith([{ jnpfKey: 'input', vModel: 'title', label: '标题' }]);
    fireEvent.change(box, { target: { value: JSON.stringify(next) } });
    expect(screen.getByRole('alert').textContent).toBe('结构正确，可以应用');
    fireEvent.click(apply());
    expect(await screen.findByRole('group', { name: '标题' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '姓名' })).toBeNull();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('group', { name: '姓名' })).toBeTruthy();
  });

  it('imports a whole JNPF design, its form and its list, and reports what it read', async () => {
    const { server } = await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    fireEvent.click(screen.getByRole('button', { name: '导入 JNPF 表单' }));
    const design = {
      fullName: '请假',
      formData: JSON.stringify(jnpfForm),
      columnData: JSON.stringify(jnpfColumns),
    };
    fireEvent.change(screen.getByRole('textbox', { name: /粘贴 JNPF 表单 JSON/ }), {
      target: { value: JSON.stringify(design) },
    });
    expect(await screen.findByText('列表：3 列，3 个查询字段')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '导入' }));
    });
    await waitFor(
      () => {
        const body = server.puts.at(-1) as Record<string, unknown>;
        const list = JSON.parse(body.columnData as string) as ListSchema;
        expect(list).toMatchObject({ type: 2, treeDictionary: 'leaveType', treeRelation: 'selectField105' });
        expect(list.searchList.map((s) => s.searchType)).toEqual([2, 3, 1]);
        expect(JSON.parse(body.formData as string).fields.length).toBeGreaterThan(1);
      },
      { timeout: 3000 },
    );
  });

  it('takes a columnData pasted on its own beside a form, and refuses text that holds no form', async () => {
    await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    fireEvent.click(screen.getByRole('button', { name: '导入 JNPF 表单' }));
    const formBox = screen.getByRole('textbox', { name: /粘贴 JNPF 表单 JSON/ });
    fireEvent.change(formBox, { target: { value: JSON.stringify(jnpfColumns) } });
    expect(await screen.findByText(/这是 JNPF 列表的 columnData，不是表单/)).toBeTruthy();
    fireEvent.change(formBox, { target: { value: JSON.stringify(jnpfForm) } });
    fireEvent.change(screen.getByRole('textbox', { name: '列表 columnData（可选）' }), {
      target: { value: JSON.stringify(jnpfColumns) },
    });
    expect(await screen.findByText('列表：3 列，3 个查询字段')).toBeTruthy();
  });

  it("imports the designer's own 导出 JSON pasted into 导入 JNPF 表单, as it is", async () => {
    const exported = formWith([
      { jnpfKey: 'input', vModel: 'title', label: '标题' },
      { jnpfKey: 'inputNumber', vModel: 'amount', label: '金额' },
    ]);
    const first = await renderDesigner(exported);
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    // What 导出 downloads is the text the JSON view shows.
    const exportText = (screen.getByRole('textbox', { name: 'JSON' }) as HTMLTextAreaElement).value;
    first.unmount();

    const { server } = await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    fireEvent.click(screen.getByRole('button', { name: '导入 JNPF 表单' }));
    fireEvent.change(screen.getByRole('textbox', { name: /粘贴 JNPF 表单 JSON/ }), {
      target: { value: exportText },
    });
    expect(await screen.findByText('识别为本设计器导出的表单：2 个组件，按原样导入')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '导入' }));
    });
    expect(await screen.findByRole('group', { name: '金额' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '姓名' })).toBeNull();
    await waitFor(
      () => {
        const body = server.puts.at(-1) as Record<string, unknown>;
        expect(JSON.parse(body.formData as string).fields).toEqual(exported.fields);
      },
      { timeout: 3000 },
    );
  });

  it('takes a whole design of ours, its form and its list, as the server answers it', async () => {
    const { server } = await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    fireEvent.click(screen.getByRole('button', { name: '导入 JNPF 表单' }));
    const form = formWith([{ jnpfKey: 'input', vModel: 'applicant', label: '申请人' }]);
    const design = {
      fullName: '请假',
      formData: JSON.stringify(form),
      columnData: JSON.stringify(leaveRequestList),
    };
    fireEvent.change(screen.getByRole('textbox', { name: /粘贴 JNPF 表单 JSON/ }), {
      target: { value: JSON.stringify(design) },
    });
    expect(await screen.findByText('识别为本设计器导出的表单：1 个组件，按原样导入')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '导入' }));
    });
    await waitFor(
      () => {
        const body = server.puts.at(-1) as Record<string, unknown>;
        expect(JSON.parse(body.columnData as string)).toEqual(leaveRequestList);
      },
      { timeout: 3000 },
    );
  });

  it('says what pasted text is when it is neither a JNPF form nor our export, and imports nothing', async () => {
    const { server } = await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    fireEvent.click(screen.getByRole('button', { name: '导入 JNPF 表单' }));
    const formBox = screen.getByRole('textbox', { name: /粘贴 JNPF 表单 JSON/ });
    const importButton = () => screen.getByRole('button', { name: '导入' });
    const says = async (value: string, message: string | RegExp) => {
      fireEvent.change(formBox, { target: { value } });
      expect(await screen.findByText(message)).toBeTruthy();
      expect(importButton()).toHaveProperty('disabled', true);
    };
    await says('[1, 2]', '这是一个 JSON 数组，不是表单，没有导入任何内容');
    await says('"表单"', '这是一段 JSON 文字，不是表单，没有导入任何内容');
    await says('{"name": "x", "rows": []}', /^这个对象（name, rows）没有 fields/);
    // Our fields without the schema around them: JNPF's importer would drop every one.
    await says(
      '{"fields": [{"jnpfKey": "input", "vModel": "a", "label": "甲"}]}',
      /不是 JNPF 组件（没有 __config__）/,
    );
    await says(JSON.stringify(leaveRequestList), /^这是本设计器导出的列表，不是表单/);
    await says('{"version": 1, "kind": "page"}', /^这是本设计器的 page 设计，不是表单/);
    await says(
      '{"version": 1, "kind": "form", "settings": {}, "fields": [{"jnpfKey": "nope"}]}',
      /^这是本设计器导出的表单，但结构有误，不能导入/,
    );
    expect(screen.getByRole('group', { name: '姓名' })).toBeTruthy();
    expect(server.puts).toHaveLength(0);
  });
});
