import type { FieldSchema } from '@formwork/schema';
import { fakeFileStore, type StoredFile, testDataProvider } from '@formwork/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formOf, itemOf, renderForm, submit } from '../render/test-kit.js';

const attachments: FieldSchema = { jnpfKey: 'uploadFile', vModel: 'attachments', label: '附件' };
const photos: FieldSchema = { jnpfKey: 'uploadImg', vModel: 'photos', label: '现场照片' };
const title: FieldSchema = { jnpfKey: 'input', vModel: 'title', label: '标题' };

/** A promise the test settles when it chooses. */
function gate<T = void>() {
  let open: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function choose(testId: string, name: string) {
  const file = new File([new Uint8Array(64).fill(7)], name, { type: 'application/octet-stream' });
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });
}

describe('a form with an unfinished upload', () => {
  it('refuses to save while a file upload is paused, names the field, and saves once it is done', async () => {
    const chunk = gate();
    const store = fakeFileStore({ holdChunk: () => chunk.promise });
    const { handle } = renderForm(
      formOf([title, attachments]),
      {},
      { dataProvider: testDataProvider(store.methods) },
    );
    choose('upload-file-input', '合同.pdf');
    const row = await waitFor(() => {
      const status = within(itemOf('附件')).getByRole('status');
      expect(status.textContent).toBe('上传中');
      return status.closest('li') as HTMLElement;
    });
    fireEvent.click(within(row).getByText('暂停'));

    const refused = await submit(handle());
    expect(refused.values).toBeUndefined();
    expect(refused.problems).toEqual([
      { field: 'attachments', message: '有文件已暂停或上传失败，请继续上传或移除后再保存' },
    ]);
    expect(within(itemOf('附件')).getByText('有文件已暂停或上传失败，请继续上传或移除后再保存')).toBeTruthy();
    expect(await screen.findByText('附件: 有文件已暂停或上传失败，请继续上传或移除后再保存')).toBeTruthy();

    await act(async () => chunk.open());
    fireEvent.click(within(row).getByText('继续'));
    await waitFor(() => expect(within(itemOf('附件')).getByText('合同.pdf')).toBeTruthy());
    await waitFor(() => expect(within(itemOf('附件')).queryByRole('status')).toBeNull());
    expect(within(itemOf('附件')).queryByText(/请继续上传或移除后再保存/)).toBeNull();
    const saved = await submit(handle());
    expect(saved.values?.attachments).toMatchObject([{ name: '合同.pdf' }]);
  });

  it('refuses to save while an image is still being sent, asking to wait for it', async () => {
    const answer = gate<StoredFile>();
    const provider = testDataProvider({ uploadImage: () => answer.promise });
    const { handle } = renderForm(formOf([photos]), {}, { dataProvider: provider });
    choose('upload-img-input', 'site.png');

    const refused = await submit(handle());
    expect(refused.problems).toEqual([{ field: 'photos', message: '文件正在上传，请等上传完成后再保存' }]);
    expect(await screen.findByText('现场照片: 文件正在上传，请等上传完成后再保存')).toBeTruthy();

    await act(async () => answer.open({ name: 'site1.png', url: '/api/file/Image/annexpic/site1.png' }));
    await waitFor(() =>
      expect(within(itemOf('现场照片')).queryByText('文件正在上传，请等上传完成后再保存')).toBeNull(),
    );
    const saved = await submit(handle());
    expect(saved.values?.photos).toEqual([
      { name: 'site.png', fileId: 'site1.png', url: '/api/file/Image/annexpic/site1.png' },
    ]);
  });
});
