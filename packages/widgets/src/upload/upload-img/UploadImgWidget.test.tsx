import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../data-provider/index.js';
import { type FakeFileStoreOptions, fakeFileStore } from '../../data-provider/test-provider.js';
import type { DataProvider } from '../../data-provider/types.js';
import { prepareJsdomForStories } from '../../stories-as-tests/jsdom-window.js';
import { HeldField } from '../held-field.js';
import type { UploadedImage } from '../types.js';
import { patternFile } from '../upload-file/test-files.js';
import { UploadImgWidget, type UploadImgWidgetProps } from './UploadImgWidget.js';

prepareJsdomForStories();

afterEach(() => vi.useRealTimers());

function setup(
  props: Partial<UploadImgWidgetProps> = {},
  options: FakeFileStoreOptions = {},
  extra: Partial<DataProvider> = {},
) {
  const store = fakeFileStore(options);
  const uploadImage = vi.fn(store.methods.uploadImage);
  const provider = testDataProvider({ uploadImage, ...extra });
  const onChange = vi.fn<(value: UploadedImage[] | null) => void>();
  const view = render(
    <HeldField widget={UploadImgWidget} provider={provider} props={props} onChange={onChange} />,
  );
  const choose = (...files: File[]) =>
    fireEvent.change(screen.getByTestId('upload-img-input'), { target: { files } });
  return { onChange, choose, view, uploadImage };
}

const png = (name = 'photo.png', size = 200) => patternFile(size, name, 'image/png');
const cat: UploadedImage = { name: 'cat.png', fileId: 'c.png', url: '/api/file/Image/annexpic/c.png' };

describe('UploadImgWidget', () => {
  it('posts the image as annexpic and shows its thumbnail', async () => {
    const { file, md5 } = png();
    const { choose, onChange, uploadImage } = setup();
    choose(file);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        { name: 'photo.png', fileId: `${md5}.png`, url: `/api/file/Image/annexpic/${md5}.png` },
      ]),
    );
    expect(uploadImage).toHaveBeenCalledWith({ type: 'annexpic', file, fileName: 'photo.png' });
    const thumbnail = (await screen.findByAltText('photo.png')) as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe(`/api/file/Image/annexpic/${md5}.png`);
  });

  it('accepts images only: 请上传图片', async () => {
    const { choose, uploadImage } = setup();
    expect(screen.getByTestId('upload-img-input').getAttribute('accept')).toBe('image/*');
    choose(patternFile(10, 'notes.txt', 'text/plain').file);
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('refuses an image over the size limit: 图片大小超过{size}{unit}', async () => {
    const { choose, uploadImage } = setup({ fileSize: 100, sizeUnit: 'KB' });
    choose(png('big.png', 100 * 1024 + 1).file);
    expect(await screen.findByText('图片大小超过100KB')).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('refuses more images than the limit: 当前限制最多可以上传{n}张图片', async () => {
    const { choose, uploadImage } = setup({ limit: 2, value: [cat] });
    choose(png('a.png').file, png('b.png').file);
    expect(await screen.findByText('当前限制最多可以上传2张图片')).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('shows the server message for 1.5 s when it refuses an image, and drops the image', async () => {
    const { choose, onChange } = setup({}, { refuseImage: '图片格式不正确' });
    choose(png().file);
    expect(await screen.findByText('图片格式不正确')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTitle('photo.png')).toBeNull();
    // Still there after 1 s, gone soon after 1.5 s (antd's default would keep it 3 s).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByText('图片格式不正确')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('图片格式不正确')).toBeNull(), { timeout: 1200 });
  });

  it('opens the preview from a thumbnail', async () => {
    setup({ value: [cat] });
    fireEvent.click(screen.getByAltText('cat.png'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
  });

  it('deletes an image, and neither adds nor deletes when read-only', () => {
    const { onChange, view } = setup({ value: [cat] });
    fireEvent.click(screen.getByLabelText('删除 cat.png'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    view.unmount();
    setup({ value: [cat], readOnly: true });
    expect(screen.queryByLabelText('删除 cat.png')).toBeNull();
    expect(screen.queryByTestId('upload-img-input')).toBeNull();
    expect(screen.getByAltText('cat.png')).toBeTruthy();
  });
});
