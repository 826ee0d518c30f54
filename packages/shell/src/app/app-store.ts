import { create } from 'zustand';
import { detectLanguage, type Language } from '../i18n/languages.js';
import { readJson, writeJson } from '../storage/local-storage.js';

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export type Device = 'desktop' | 'mobile';

/** Below this body width the device counts as mobile. */
export const MOBILE_BREAKPOINT = 992;

export interface AppStore {
  sidebarOpened: boolean;
  device: Device;
  language: Language;
  size: Size;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(device: Device): void;
  setLanguage(language: Language): void;
  setSize(size: Size): void;
}

/** Device from the body width: mobile when width - 1 is below the breakpoint. */
export const deviceFor = (bodyWidth: number): Device =>
  bodyWidth - 1 < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';

const storedSize = readJson<string>('size', 'medium');

export const useAppStore = create<AppStore>()((set, get) => ({
  sidebarOpened: readJson<boolean>('sidebarStatus', true),
  device:
    typeof document === 'undefined' ? 'desktop' : deviceFor(document.body.clientWidth || window.innerWidth),
  language:
    readJson<Language | null>('language', null) ??
    detectLanguage(typeof navigator === 'undefined' ? '' : navigator.language),
  size: (SIZES as readonly string[]).includes(storedSize) ? (storedSize as Size) : 'medium',
  toggleSidebar() {
    const sidebarOpened = !get().sidebarOpened;
    writeJson('sidebarStatus', sidebarOpened);
    set({ sidebarOpened });
  },
  closeSidebar() {
    writeJson('sidebarStatus', false);
    set({ sidebarOpened: false });
  },
  setDevice(device) {
    set({ device });
  },
  setLanguage(language) {
    writeJson('language', language);
    set({ language });
  },
  setSize(size) {
    writeJson('size', size);
    set({ size });
  },
}));
