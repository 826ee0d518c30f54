import type { Language, LayoutType, LoginHistoryEntry, PagedList } from '@formwork/schema';
import SparkMD5 from 'spark-md5';
import { request } from '../http/client.js';

const BASE = '/api/permission/Users/Current';

/** The signed-in user's editable profile (GET and PUT BaseInfo). */
export interface BaseInfo {
  id: string;
  account: string;
  realName: string;
  gender?: number;
  email?: string;
  mobilePhone?: string;
  birthday?: number | null;
  headIcon?: string;
  signature?: string;
  description?: string;
  organizeName?: string;
  departmentName?: string;
  positionName?: string;
  roleName?: string;
  manager?: string;
  theme?: string;
  language?: string;
  creatorTime?: number | null;
}

export type BaseInfoInput = Pick<
  BaseInfo,
  'realName' | 'gender' | 'email' | 'mobilePhone' | 'birthday' | 'signature' | 'description'
>;

/** One sign-in of the user's history: the server's own type. */
export type SignInRecord = LoginHistoryEntry;

/** An organisation or position the user belongs to; isDefault marks the main one. */
export interface Membership {
  id: string;
  fullName: string;
  isDefault: boolean;
}

/** The signed-in user's own calls: details, password, layout, language and sign-in log. */
export const currentUserApi = {
  baseInfo: () => request<BaseInfo>({ url: `${BASE}/BaseInfo`, method: 'get' }),
  saveBaseInfo: (data: BaseInfoInput) => request({ url: `${BASE}/BaseInfo`, method: 'put', data }),
  /** The old password goes as md5 (as at sign-in), the new one plain so the server can check the rule. */
  modifyPassword: (oldPassword: string, newPassword: string) =>
    request({
      url: `${BASE}/Actions/ModifyPassword`,
      method: 'post',
      data: { oldPassword: SparkMD5.hash(oldPassword), newPassword },
    }),
  setTheme: (theme: LayoutType) => request({ url: `${BASE}/SystemTheme`, method: 'put', data: { theme } }),
  setLanguage: (language: Language) =>
    request({ url: `${BASE}/SystemLanguage`, method: 'put', data: { language } }),
  signInLog: (currentPage: number, pageSize: number) =>
    request<PagedList<SignInRecord>>({
      url: `${BASE}/SystemLog`,
      method: 'get',
      data: { currentPage, pageSize, category: 1 },
    }),
  organizes: () => request<Membership[]>({ url: `${BASE}/getUserOrganizes`, method: 'get' }),
  positions: () => request<Membership[]>({ url: `${BASE}/getUserPositions`, method: 'get' }),
  /** Stores an image as a userAvatar file; the answer names it. */
  uploadAvatar: (file: File) => {
    const data = new FormData();
    data.append('file', file);
    return request<{ name: string; url: string }>({
      url: '/api/file/Uploader/userAvatar',
      method: 'post',
      data,
    });
  },
  setAvatar: (name: string) =>
    request<{ headIcon: string }>({ url: `${BASE}/Avatar/${encodeURIComponent(name)}`, method: 'put' }),
  setMajor: (majorType: 'Organize' | 'Position', majorId: string) =>
    request({ url: `${BASE}/major`, method: 'put', data: { majorId, majorType } }),
};
