import { ConfigProvider } from 'antd';
import { useContext } from 'react';

/** Every text the upload widgets show, in Chinese word for word as JNPF shows it, then zhtw and en. */
const zh = {
  checking: '文件校验中',
  waiting: '等待中',
  uploading: '上传中',
  paused: '暂停中',
  success: '上传成功',
  error: '上传失败',
  pause: '暂停',
  resume: '继续',
  retry: '重试',
  remove: '移除',
  chooseFile: '选择文件',
  download: '下载',
  preview: '预览',
  delete: '删除',
  tooManyFiles: '当前限制最多可以上传{n}个文件',
  fileTooLarge: '文件大小超过{size}{unit}',
  wrongType: '请选择{type}类型的文件',
  unreadable: '文件读取出错，请检查该文件',
  sealed: '盖章后合同不能删除',
  tooManyImages: '当前限制最多可以上传{n}张图片',
  imageTooLarge: '图片大小超过{size}{unit}',
  notAnImage: '请上传图片',
  uploadImage: '上传图片',
  requestFailed: '请求出错，请重试',
} as const;

export type UploadTexts = { readonly [K in keyof typeof zh]: string };

const zhtw: UploadTexts = {
  checking: '文件校驗中',
  waiting: '等待中',
  uploading: '上傳中',
  paused: '暫停中',
  success: '上傳成功',
  error: '上傳失敗',
  pause: '暫停',
  resume: '繼續',
  retry: '重試',
  remove: '移除',
  chooseFile: '選擇文件',
  download: '下載',
  preview: '預覽',
  delete: '刪除',
  tooManyFiles: '當前限制最多可以上傳{n}個文件',
  fileTooLarge: '文件大小超過{size}{unit}',
  wrongType: '請選擇{type}類型的文件',
  unreadable: '文件讀取出錯，請檢查該文件',
  sealed: '蓋章後合同不能刪除',
  tooManyImages: '當前限制最多可以上傳{n}張圖片',
  imageTooLarge: '圖片大小超過{size}{unit}',
  notAnImage: '請上傳圖片',
  uploadImage: '上傳圖片',
  requestFailed: '請求出錯，請重試',
};

const en: UploadTexts = {
  checking: 'Checking file',
  waiting: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  success: 'Uploaded',
  error: 'Upload failed',
  pause: 'Pause',
  resume: 'Resume',
  retry: 'Retry',
  remove: 'Remove',
  chooseFile: 'Choose file',
  download: 'Download',
  preview: 'Preview',
  delete: 'Delete',
  tooManyFiles: 'At most {n} files can be uploaded',
  fileTooLarge: 'The file is larger than {size}{unit}',
  wrongType: 'Please choose a file of type {type}',
  unreadable: 'The file could not be read; please check it',
  sealed: 'A sealed contract cannot be deleted',
  tooManyImages: 'At most {n} images can be uploaded',
  imageTooLarge: 'The image is larger than {size}{unit}',
  notAnImage: 'Please upload an image',
  uploadImage: 'Upload image',
  requestFailed: 'The request failed, please retry',
};

export type UploadLanguage = 'zh' | 'zhtw' | 'en';

export const UPLOAD_TEXTS: Readonly<Record<UploadLanguage, UploadTexts>> = { zh, zhtw, en };

/** The language of antd's locale (the host sets it with its own language): zh-tw, en, else zh. */
export function languageOfLocale(locale: string | undefined): UploadLanguage {
  const code = (locale ?? '').toLowerCase();
  if (code.startsWith('zh-tw') || code.startsWith('zh-hk')) return 'zhtw';
  if (code.startsWith('en')) return 'en';
  return 'zh';
}

/**
 * The texts in the host's language. Widgets take no language prop; they follow the antd
 * ConfigProvider's locale, which the console sets from the user's language.
 */
export function useUploadTexts(): UploadTexts {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return UPLOAD_TEXTS[languageOfLocale(locale?.locale)];
}

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
