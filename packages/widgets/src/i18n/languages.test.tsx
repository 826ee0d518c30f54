import type { FieldSchema } from '@formwork/schema';
import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider, WidgetsProvider } from '../data-provider/index.js';
import { InputWidget } from '../input/InputWidget.js';
import { NumRangeWidget } from '../num-range/NumRangeWidget.js';
import { DepSelectWidget } from '../organize-select/DepSelectWidget.js';
import { PickerDialog } from '../picker-dialog/PickerDialog.js';
import { SubTableWidget } from '../registry/registry.js';
import { SelectWidget } from '../select/SelectWidget.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { SwitchWidget } from '../switch/SwitchWidget.js';
import { UploadFileWidget } from '../upload/upload-file/UploadFileWidget.js';
import type { WidgetLanguage } from './index.js';

// antd's first renders in jsdom take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
prepareJsdomForStories();

const renderIn = (language: WidgetLanguage | undefined, ui: ReactElement) =>
  render(
    <WidgetsProvider dataProvider={testDataProvider()} language={language}>
      {ui}
    </WidgetsProvider>,
  );

const noop = () => {};

describe('widgets in the provider language', () => {
  it('show a picker field placeholder in English', () => {
    renderIn('en', <DepSelectWidget />);
    expect(screen.getByText('Please select')).toBeTruthy();
  });

  it('show the picker dialog in English', () => {
    renderIn(
      'en',
      <PickerDialog
        open
        title="Pick"
        selected={[{ key: 'u1', label: 'Ann' }]}
        onRemove={noop}
        onClear={noop}
        onCancel={noop}
        onConfirm={noop}
      >
        <p>left</p>
      </PickerDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    const selected = within(screen.getByRole('region', { name: 'Selected' }));
    expect(selected.getByRole('button', { name: 'Clear list' })).toBeTruthy();
    expect(selected.getByRole('button', { name: 'Remove Ann' })).toBeTruthy();
  });

  it('show the upload button in traditional Chinese and English', () => {
    const { unmount } = renderIn('zhtw', <UploadFileWidget />);
    expect(screen.getByText('選擇文件')).toBeTruthy();
    unmount();
    renderIn('en', <UploadFileWidget />);
    expect(screen.getByText('Choose file')).toBeTruthy();
  });

  it('show a sub-table header and add button in English', () => {
    const columns: FieldSchema[] = [{ jnpfKey: 'input', vModel: 'task', label: 'Task' }];
    renderIn('en', <SubTableWidget columns={columns} value={[]} onChange={noop} />);
    expect(screen.getByText('No.')).toBeTruthy();
    expect(screen.getByText('Actions')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add/ })).toBeTruthy();
  });

  it('show default texts of simple widgets in English', () => {
    renderIn('en', <NumRangeWidget value={[]} />);
    expect(screen.getByRole('spinbutton', { name: 'Minimum' })).toBeTruthy();
    renderIn('en', <SwitchWidget value={1} readOnly />);
    expect(screen.getByText('On')).toBeTruthy();
  });

  it("show the designer's stored defaults in the user's language, and an author's own text as written", () => {
    renderIn('en', <SelectWidget placeholder="请选择" options={[]} />);
    expect(screen.getByText('Please select')).toBeTruthy();
    renderIn('en', <InputWidget placeholder="请输入" />);
    expect(screen.getByPlaceholderText('Please enter')).toBeTruthy();
    renderIn('en', <InputWidget placeholder="请输入姓名" />);
    expect(screen.getByPlaceholderText('请输入姓名')).toBeTruthy();
    renderIn('en', <SwitchWidget value={0} activeTxt="开" inactiveTxt="关" readOnly />);
    expect(screen.getByText('Off')).toBeTruthy();
    renderIn(undefined, <SelectWidget placeholder="请选择" options={[]} />);
    expect(screen.getByText('请选择')).toBeTruthy();
  });

  it('keep Chinese without a language, and let the provider language win over the antd locale', () => {
    const { unmount } = render(<DepSelectWidget />);
    expect(screen.getByText('请选择')).toBeTruthy();
    unmount();
    render(
      <ConfigProvider locale={enUS}>
        <WidgetsProvider dataProvider={testDataProvider()} language="zhtw">
          <DepSelectWidget />
        </WidgetsProvider>
      </ConfigProvider>,
    );
    expect(screen.getByText('請選擇')).toBeTruthy();
  });
});
