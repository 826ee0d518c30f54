import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
