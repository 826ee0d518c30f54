import * as widgets from '@formwork/widgets';
import { describe, expect, it } from 'vitest';
import { allByText, click, findByText, render, typeInto, waitFor } from './dom.js';
import { EmbedApp, type Order } from './EmbedApp.js';
import { orgProvider } from './org-provider.js';

async function mountApp(initial: Order) {
  const seen: { order: Order } = { order: initial };
  const container = await render(
    <EmbedApp
      dataProvider={orgProvider()}
      initial={initial}
      onChange={(order) => {
        seen.order = order;
      }}
    />,
  );
  return { container, seen };
}

const rowsOf = (container: HTMLElement) => [...container.querySelectorAll('tr.fw-sub-table-row')];
const dialog = () =>
  waitFor('the picker dialog', () => document.querySelector<HTMLElement>('[role="dialog"]'));

describe('an app outside the workspace using the built @formwork/widgets', () => {
  it('gets the package from its dist through the exports map', () => {
    expect(import.meta.resolve('@formwork/widgets')).toMatch(/\/packages\/widgets\/dist\/index\.js$/);
    expect(import.meta.resolve('@formwork/widgets/rjsf')).toMatch(
      /\/packages\/widgets\/dist\/rjsf\/index\.js$/,
    );
    expect(widgets.SubTableWidget).toBeDefined();
  });

  it('renders the sub-table with its rows and summary, and carries edits into the form', async () => {
    const { container, seen } = await mountApp({ handler: null, lines: [{ item: '笔', qty: 2 }] });
    expect(container.querySelector('table')?.getAttribute('aria-label')).toBe('物品明细');
    expect(rowsOf(container)).toHaveLength(1);
    const summary = container.querySelector('tr.fw-sub-table-summary');
    expect([...(summary?.children ?? [])].map((cell) => cell.textContent)).toEqual(['合计', '', '2', '']);

    const [item] = container.querySelectorAll<HTMLInputElement>('input[type="text"]');
    await typeInto(item as HTMLInputElement, '纸');
    expect(seen.order.lines).toEqual([{ item: '纸', qty: 2 }]);

    await click(allByText('添加', container)[0] as HTMLElement);
    expect(rowsOf(container)).toHaveLength(2);
    expect(seen.order.lines).toEqual([{ item: '纸', qty: 2 }, {}]);
  });

  it("shows a stored user's name, fetched through the app's usersByIds", async () => {
    const { container } = await mountApp({ handler: 'u-lisi', lines: [] });
    await findByText('李四/lisi', container);
  });

  it('picks a user in the 800px dialog, browsing the tree through userTree', async () => {
    const { container, seen } = await mountApp({ handler: null, lines: [] });
    await click(container.querySelector('[role="combobox"]') as HTMLElement);

    const picker = await dialog();
    expect(picker.closest<HTMLElement>('.ant-modal')?.style.width).toBe('800px');
    await findByText('选择用户', picker);
    const tabs = [...picker.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部数据', '当前组织', '我的下属', '系统变量']);

    await click(await findByText('总公司', picker));
    await click(await findByText('研发部', picker));
    await click(await findByText('张三/zhangsan', picker));
    await click(allByText('确定', picker).find((element) => element.closest('button')) as HTMLElement);

    await waitFor('the picked user in the form', () => seen.order.handler === 'u-zhangsan');
    await findByText('张三/zhangsan', container);
  });
});
