import { type RuntimeContextValue, RuntimeProvider } from '@formwork/runtime';
import { useSessionStore } from '@formwork/shell';
import { type ReactNode, useMemo } from 'react';
import { useLanguage } from '../admin/web-design/use-language.js';
import { shellTransport } from './shell-transport.js';
// The rich-text editor's toolbar and content styles; the widget package leaves CSS to its host.
import 'quill/dist/quill.snow.css';

/** Gives generated screens the signed-in user's permissions, language and the shell's HTTP client. */
export function RuntimeHost({ children }: { children: ReactNode }) {
  const permissionList = useSessionStore((state) => state.permissionList);
  const userInfo = useSessionStore((state) => state.userInfo);
  const language = useLanguage();
  const value = useMemo<RuntimeContextValue>(
    () => ({
      transport: shellTransport,
      permissionList,
      language,
      user: {
        userName: userInfo?.userName,
        organizeName: userInfo?.departmentName || userInfo?.organizeName,
        positionName: userInfo?.positionName,
      },
    }),
    [permissionList, userInfo, language],
  );
  return <RuntimeProvider value={value}>{children}</RuntimeProvider>;
}
