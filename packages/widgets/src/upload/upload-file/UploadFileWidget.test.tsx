import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhTW from 'antd/locale/zh_TW';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider, WidgetsProvider } from '../../data-provider/index.js';
import { type FakeFileStoreOptions, fakeFileStore } from '../../data-provider/test-provider.js';
import type { DataProvider } from '../../data-provider/types.js';
import { prepareJsdomForStories } from '../../stories-as-tests/jsdom-window.js';
import { HeldField } from '../held-field.js';
import type { UploadedFile } from '../types.js';
import { CHUNK_SIZE } from './chunk-upload.js';
import { patternFile } from './test-files.js';
import { UploadFileWidget, type UploadFileWidgetProps } from './UploadFileWidget.js';

prepareJsdomForStories();

afterEach(() => vi.restoreAllMocks());

function setup(
  props: Partial<UploadFileWidgetProps> = {},
  options: FakeFileStoreOptions = {},
  extra: Partial<DataProvider> = {},
) {
  const store = fakeFileStore(options);
  const provider = testDataProvider({ ...store.methods, ...extra });
  const onChange = vi.fn<(value: UploadedFile[] | null) => void>();
  const view = render(
    <HeldField widget={UploadFileWidget} provider={provider} props={props} onChange={onChange} />,
  );
  const choose = (...files: File[]) =>
    fireEvent.change(screen.getByTestId('upload-file-input'), { target: { files } });
  return { store, onChange, choose, view };
}

const stored: UploadedFile = {
  name: '合同.pdf',
  fileId: 'abc.pdf',
  url: '/api/file/Download/annex/abc.pdf',
  fileSize: 2048,
  fileExtension: 'pdf',
};

describe('UploadFileWidget', () => {
  it('uploads a chosen file and stores its name, fileId, url, size and extension', async () => {
    const { file, md5 } = patternFile(4000, '报告.pdf');
    const { choose, onChange, store } = setup();
    choose(file);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        {
          name: '报告.pdf',
          fileId: `${md5}.pdf`,
          url: `/api/file/Download/annex/${md5}.pdf`,
          fileSize: 4000,
          fileExtension: 'pdf',
        },
      ]),
    );
    expect(store.log.sentChunks).toEqual([1]);
    expect(await screen.findByText('报告.pdf')).toBeTruthy();
  });

  it('completes at once a file the server holds already', async () => {
    const { file, md5 } = patternFile(3000, 'same.pdf');
    const { choose, onChange, store } = setup({}, { stored: [md5] });
    choose(file);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(store.log.sentChunks).toEqual([]);
  });

  it('refuses more files than the limit with 当前限制最多可以上传{n}个文件', async () => {
    const { choose, store } = setup({ limit: 2, value: [stored] });
    choose(patternFile(10, 'a.pdf').file, patternFile(10, 'b.pdf').file);
    expect(await screen.findByText('当前限制最多可以上传2个文件')).toBeTruthy();
    expect(store.log.probes).toBe(0);
  });

  it('refuses a file over the size limit in its unit, 5 MB by default', async () => {
    const first = setup({ fileSize: 1, sizeUnit: 'KB' });
    first.choose(patternFile(1025, 'big.pdf').file);
    expect(await screen.findByText('文件大小超过1KB')).toBeTruthy();
    first.view.unmount();
    const second = setup();
    second.choose(patternFile(5 * 1_048_576 + 1, 'huge.pdf').file);
    expect(await screen.findByText('文件大小超过5MB')).toBeTruthy();
    expect(second.store.log.probes).toBe(0);
  });

  it('refuses a file of a type the field does not accept with 请选择{type}类型的文件', async () => {
    const { choose, store } = setup({ accept: '.pdf,.docx' });
    choose(patternFile(10, 'notes.txt', 'text/plain').file);
    expect(await screen.findByText('请选择.pdf,.docx类型的文件')).toBeTruthy();
    expect(store.log.probes).toBe(0);
  });

  it('lets the before-upload hook cancel a file', async () => {
    const beforeUpload = vi.fn((file: File) => file.name !== 'no.pdf');
    const { choose, onChange, store } = setup({ beforeUpload });
    choose(patternFile(10, 'no.pdf').file, patternFile(10, 'yes.pdf').file);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]?.map((f) => f.name)).toEqual(['yes.pdf']);
    expect(beforeUpload).toHaveBeenCalledTimes(2);
    expect(store.log.probes).toBe(1);
  });

  it('shows the server message and cancels the file when the server refuses it', async () => {
    const { choose, onChange } = setup({}, { refuseProbe: '文件类型不允许' });
    choose(patternFile(10, 'x.pdf').file);
    expect(await screen.findByText('文件类型不允许')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('x.pdf')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it("cancels without a second message when the host's client has shown the refusal already", async () => {
    const refusal = Object.assign(new Error('文件类型不允许'), { code: 400, shown: true });
    const { choose, onChange } = setup({}, {}, { probeChunks: () => Promise.reject(refusal) });
    choose(patternFile(10, 'x.pdf').file);
    await waitFor(() => expect(screen.queryByText('x.pdf')).toBeNull());
    expect(screen.queryByText('文件类型不允许')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a file it cannot read, then cancels it', async () => {
    const { choose } = setup({ hash: () => Promise.reject(new Error('NotReadableError')) });
    choose(patternFile(10, 'gone.pdf').file);
    expect(await screen.findByText('文件读取出错，请检查该文件')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('gone.pdf')).toBeNull());
  });

  it('pauses while uploading and resumes, with 上传中, 暂停中 and the matching buttons', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two chunks: more than the default 5 MB, so the field allows 10.
    const { choose, onChange, store } = setup(
      { fileSize: 10 },
      { holdChunk: (n) => (n === 1 ? gate : undefined) },
    );
    choose(patternFile(CHUNK_SIZE + 100, 'two-chunks.pdf').file);
    const row = await waitFor(() => {
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('上传中');
      return status.closest('li') as HTMLElement;
    });
    expect(within(row).queryByText('继续')).toBeNull();
    fireEvent.click(within(row).getByText('暂停'));
    expect(within(row).getByRole('status').textContent).toBe('暂停中');
    expect(within(row).queryByText('暂停')).toBeNull();
    await act(async () => release());
    fireEvent.click(within(row).getByText('继续'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(store.log.sentChunks).toEqual([1, 1, 2]);
  });

  it('shows 上传失败 after 5 retries of a chunk, and 重试 finishes the upload', async () => {
    let lost = true;
    const { choose, onChange, store } = setup({}, { loseChunk: () => lost });
    choose(patternFile(100, 'flaky.pdf').file);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('上传失败'));
    expect(store.log.sentChunks).toEqual([1, 1, 1, 1, 1, 1]);
    expect(screen.queryByText('暂停')).toBeNull();
    expect(screen.getByText('移除')).toBeTruthy();
    lost = false;
    fireEvent.click(screen.getByText('重试'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('removes a file on its way with 移除', async () => {
    const { choose, onChange } = setup({}, { loseChunk: () => true });
    choose(patternFile(100, 'drop.pdf').file);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('上传失败'));
    fireEvent.click(screen.getByText('移除'));
    expect(screen.queryByText('drop.pdf')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses one file at a time when the limit is 1', () => {
    setup({ limit: 1 });
    expect((screen.getByTestId('upload-file-input') as HTMLInputElement).multiple).toBe(false);
  });

  it('downloads a stored file through a signed link and deletes it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const downloadLink = vi.fn(async () => '/signed/abc.pdf?t=1');
    const { onChange } = setup({ value: [stored] }, {}, { downloadLink });
    fireEvent.click(screen.getByLabelText('下载 合同.pdf'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(downloadLink).toHaveBeenCalledWith({ type: 'annex', fileId: 'abc.pdf' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toContain('/signed/abc.pdf?t=1');
    fireEvent.click(screen.getByLabelText('删除 合同.pdf'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('previews a stored file in the document preview dialog', async () => {
    const previewLink = vi.fn(async () => '/preview/abc.pdf');
    setup({ value: [stored] }, {}, { previewLink });
    fireEvent.click(screen.getByLabelText('预览 合同.pdf'));
    expect(await screen.findByText('文档预览 - 合同.pdf')).toBeTruthy();
    expect(previewLink).toHaveBeenCalledWith({ fileName: 'abc.pdf', fileDownloadUrl: stored.url });
  });

  it('refuses to delete the files of a sealed contract', async () => {
    const { onChange } = setup({ value: [stored], sealed: true });
    fireEvent.click(screen.getByLabelText('删除 合同.pdf'));
    expect(await screen.findByText('盖章后合同不能删除')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the files without choosing or deleting when read-only, and a disabled button when disabled', () => {
    const readOnly = setup({ value: [stored], readOnly: true });
    expect(screen.queryByTestId('upload-file-input')).toBeNull();
    expect(screen.queryByLabelText('删除 合同.pdf')).toBeNull();
    expect(screen.getByLabelText('下载 合同.pdf')).toBeTruthy();
    readOnly.view.unmount();
    setup({ value: [stored], disabled: true });
    expect((screen.getByText('选择文件').closest('button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('删除 合同.pdf')).toBeNull();
  });

  it('speaks the language of the antd locale', () => {
    const provider = testDataProvider();
    const { unmount } = render(
      <ConfigProvider locale={zhTW}>
        <WidgetsProvider dataProvider={provider}>
          <UploadFileWidget />
        </WidgetsProvider>
      </ConfigProvider>,
    );
    expect(screen.getByText('選擇文件')).toBeTruthy();
    unmount();
    render(
      <ConfigProvider locale={enUS}>
        <UploadFileWidget />
      </ConfigProvider>,
    );
    expect(screen.getByText('Choose file')).toBeTruthy();
  });
});
