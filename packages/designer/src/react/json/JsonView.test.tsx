import type { ListSchema } from '@formwork/schema';
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
    expect(await screen.findByText(/not a JNPF form/)).toBeTruthy();
    fireEvent.change(formBox, { target: { value: JSON.stringify(jnpfForm) } });
    fireEvent.change(screen.getByRole('textbox', { name: '列表 columnData（可选）' }), {
      target: { value: JSON.stringify(jnpfColumns) },
    });
    expect(await screen.findByText('列表：3 列，3 个查询字段')).toBeTruthy();
  });
});
