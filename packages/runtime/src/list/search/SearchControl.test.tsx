import type { FieldSchema } from '@formwork/schema';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../runtime-context.js';
import { UI_TEST_TIMEOUT } from '../testing/fake-transport.js';
import { SearchControl } from './SearchControl.js';

const region: FieldSchema = {
  jnpfKey: 'cascader',
  vModel: 'region',
  label: '地区',
  props: {
    options: [
      { value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州' }] },
      { value: 'js', label: '江苏' },
    ],
  },
};

describe('a cascader search', { timeout: UI_TEST_TIMEOUT }, () => {
  it('offers the field’s options as a path and hands the chosen path on', async () => {
    const onChange = vi.fn();
    render(
      <RuntimeProvider
        value={{ transport: () => Promise.reject(new Error('no server')), permissionList: [] }}
      >
        <SearchControl
          id="region"
          search={{ label: '地区', prop: 'region', jnpfKey: 'cascader', searchType: 1 }}
          field={region}
          onChange={onChange}
        />
      </RuntimeProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('浙江'));
    fireEvent.click(await screen.findByText('杭州'));
    expect(onChange).toHaveBeenCalledWith(['zj', 'hz']);
  });
});
