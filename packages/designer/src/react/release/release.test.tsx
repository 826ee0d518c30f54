import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DesignerPage } from '../DesignerPage.js';
import { DESIGN_ID, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

const form = () => formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]);

const releaseButton = () => screen.getByRole('button', { name: /发布$/ });

async function openRelease() {
  await screen.findByRole('button', { name: /发布$/ });
  await act(async () => {
    fireEvent.click(releaseButton());
  });
  return screen.findByRole('dialog', { name: '同步菜单' });
}

describe('releasing from the designer', () => {
  it('offers no release when the host gives none', async () => {
    await renderDesigner(form());
    expect(screen.queryByRole('button', { name: /发布$/ })).toBeNull();
  });

  it('opens the release dialog from the header with the last used parent menu, releases and stays', async () => {
    const onReleased = vi.fn();
    const { server, rerender, metas } = await renderDesigner(form(), 'zh', {
      release: { defaultParentId: 'menu-hr', onReleased },
    });
    const dialog = await openRelease();
    expect(within(dialog).getByText('上级菜单')).toBeTruthy();
    // The last menu used is chosen already: its name shows once the menus have come.
    await waitFor(() =>
      expect(dialog.querySelector('.ant-select-selection-item')?.textContent).toBe('人事管理'),
    );
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '首次发布' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    });
    await waitFor(() => expect(server.releases).toHaveLength(1));
    expect(server.releases[0]).toEqual({
      url: `/api/visualdev/Base/${DESIGN_ID}/Actions/Release`,
      data: { pc: 1, pcModuleParentId: 'menu-hr', note: '首次发布' },
    });
    expect(await screen.findByText('发布成功')).toBeTruthy();
    expect(onReleased).toHaveBeenCalledWith('menu-hr');
    // Still in the designer, the dialog closed.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '同步菜单' })).toBeNull());
    expect(screen.getByRole('heading', { name: /表单设计/ })).toBeTruthy();
    // The host now offers another menu (the one it remembered): opened again, the dialog starts
    // on it, the last note gone.
    rerender(
      <DesignerPage
        designId={DESIGN_ID}
        metas={metas}
        transport={server.transport}
        language="zh"
        release={{ defaultParentId: 'menu-onlineDev', onReleased }}
      />,
    );
    const again = await openRelease();
    await waitFor(() =>
      expect(again.querySelector('.ant-select-selection-item')?.textContent).toBe('在线开发'),
    );
    expect((within(again).getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for the parent menu when none was used before', async () => {
    const { server } = await renderDesigner(form(), 'zh', { release: {} });
    const dialog = await openRelease();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    });
    expect(await within(dialog).findByText('请选择上级菜单')).toBeTruthy();
    expect(server.releases).toHaveLength(0);
  });
});
