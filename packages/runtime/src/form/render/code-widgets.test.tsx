import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formOf, itemOf, renderForm } from './test-kit.js';

const form = formOf([
  { jnpfKey: 'input', vModel: 'assetNo', label: '资产编号' },
  { jnpfKey: 'barcode', label: '资产条码', props: { dataType: 'relation', relationField: 'assetNo' } },
  { jnpfKey: 'qrcode', label: '资产二维码', props: { dataType: 'relation', relationField: 'assetNo' } },
  { jnpfKey: 'qrcode', label: '记录二维码', props: { dataType: 'form' } },
  { jnpfKey: 'barcode', label: '固定条码', props: { dataType: 'static', staticText: 'FW2026' } },
]);

describe('barcode and QR code in a generated form', () => {
  it('draw the related field as it is typed, under their labels', () => {
    renderForm(form);
    expect(itemOf('资产条码')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^条形码 A/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'A100' } });
    expect(screen.getByRole('img', { name: '条形码 A100' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '二维码 A100' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '条形码 FW2026' })).toBeTruthy();
  });

  it('leave a barcode empty for text that is not letters and digits', () => {
    renderForm(form);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '资产-1' } });
    expect(screen.queryByRole('img', { name: /^条形码 资产/ })).toBeNull();
    expect(screen.getByRole('img', { name: '二维码 资产-1' })).toBeTruthy();
  });

  it('point a QR code of the form at the stored record, and draw none before it is stored', () => {
    const { unmount } = renderForm(form);
    expect(screen.queryByRole('img', { name: /"t":"DFD"/ })).toBeNull();
    unmount();
    renderForm(form, { mode: 'edit', initialValues: {}, record: { id: 'r1', modelId: 'm1' } });
    expect(screen.getByRole('img', { name: '二维码 {"t":"DFD","id":"r1","mid":"m1"}' })).toBeTruthy();
  });
});
