import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, formOf, itemOf, renderForm, submit } from '../form/render/test-kit.js';
import { dictionaryField, interfaceUrl, optionServer, selectorUrl } from './testing.js';

const byCode = { label: 'fullName', value: 'enCode' };

/** Opens the select of a form item and answers the option labels shown. */
async function openOptions(label: string): Promise<string[]> {
  fireEvent.mouseDown(within(itemOf(label)).getByRole('combobox'));
  await screen.findAllByRole('option');
  return [...document.querySelectorAll('.ant-select-item-option-content')].map(
    (node) => node.textContent ?? '',
  );
}

describe('dictionary and interface options in a form', () => {
  it('offers the labels of the dictionary and stores the item id', async () => {
    const server = optionServer();
    const { handle } = renderForm(formOf([dictionaryField('select', 'sex', '性别', 'sex')]), {}, server);
    await waitFor(async () => expect(await openOptions('性别')).toEqual(['男', '女']));
    choose('性别', '女');
    expect((await submit(handle())).values).toMatchObject({ sex: 'dict-sex-2' });
  });

  it("stores the item's enCode when optionProps.value says so, and radios show the labels too", async () => {
    const server = optionServer();
    const form = formOf([
      dictionaryField('radio', 'leaveType', '请假类型', 'leaveType', { optionProps: byCode }),
    ]);
    const { handle } = renderForm(form, {}, server);
    fireEvent.click(await screen.findByLabelText('病假'));
    expect((await submit(handle())).values).toMatchObject({ leaveType: 'sick' });
  });

  it('shows the stored values as dictionary labels in detail mode, sub-table cells and paths too', async () => {
    const server = optionServer();
    const form = formOf([
      dictionaryField('select', 'sex', '性别', 'sex'),
      dictionaryField('checkbox', 'types', '请假类型', 'leaveType', { optionProps: byCode }),
      dictionaryField('cascader', 'industry', '行业', 'industry'),
      {
        jnpfKey: 'table',
        vModel: 'family',
        label: '家庭成员',
        children: [dictionaryField('select', 'memberSex', '成员性别', 'sex')],
      },
    ]);
    const initialValues = {
      sex: 'dict-sex-2',
      types: ['sick', 'annual'],
      industry: ['dict-industry-it', 'dict-industry-software'],
      family: [{ memberSex: 'dict-sex-1' }],
    };
    renderForm(form, { mode: 'detail', initialValues }, server);
    expect(await within(itemOf('性别')).findByText('女')).toBeTruthy();
    expect(await within(itemOf('请假类型')).findByText('病假,年假')).toBeTruthy();
    expect(await within(itemOf('行业')).findByText('信息技术/软件开发')).toBeTruthy();
    expect(await within(itemOf('家庭成员')).findByText('男')).toBeTruthy();
    expect(screen.queryByText('dict-sex-2')).toBeNull();
  });

  it('fetches a dictionary once for three fields of its type', async () => {
    const server = optionServer();
    const form = formOf([
      dictionaryField('select', 'a', '甲', 'sex'),
      dictionaryField('radio', 'b', '乙', 'sex'),
      dictionaryField('select', 'c', '丙', 'sex'),
    ]);
    renderForm(
      form,
      { mode: 'detail', initialValues: { a: 'dict-sex-1', b: 'dict-sex-2', c: 'dict-sex-1' } },
      server,
    );
    expect(await within(itemOf('乙')).findByText('女')).toBeTruthy();
    expect(await within(itemOf('丙')).findByText('男')).toBeTruthy();
    expect(server.matching('GET', selectorUrl('sex'))).toHaveLength(1);
  });

  it('offers the rows of a data interface through optionProps', async () => {
    const server = optionServer();
    const form = formOf([
      {
        jnpfKey: 'select',
        vModel: 'city',
        label: '城市',
        props: { dataType: 'dynamic', propsUrl: 'cities', optionProps: { label: 'name', value: 'id' } },
      },
    ]);
    const { handle } = renderForm(form, {}, server);
    await waitFor(async () => expect(await openOptions('城市')).toEqual(['上海', '北京']));
    choose('城市', '北京');
    expect((await submit(handle())).values).toMatchObject({ city: 'bj' });
    expect(server.matching('GET', interfaceUrl('cities'))).toHaveLength(1);
  });

  it('shows stored values as they are when the dictionary cannot be read or the interface answers no rows', async () => {
    const server = optionServer();
    const form = formOf([
      dictionaryField('select', 'gone', '已删除字典', 'removed'),
      {
        jnpfKey: 'select',
        vModel: 'odd',
        label: '接口',
        props: { dataType: 'dynamic', propsUrl: 'notRows' },
      },
    ]);
    renderForm(form, { mode: 'detail', initialValues: { gone: 'x1', odd: 'sh' } }, server);
    expect(await within(itemOf('已删除字典')).findByText('x1')).toBeTruthy();
    expect(await within(itemOf('接口')).findByText('sh')).toBeTruthy();
  });
});
