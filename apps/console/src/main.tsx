import { loadStartLanguage, ShellConfigProvider, useAntdConfig } from '@formwork/shell/app';
import { ConfigProvider } from 'antd';
import 'antd/dist/reset.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { shellConfig } from './pages.js';
import { router } from './router.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * antd follows the user's choices: locale from the language, componentSize from the header's size
 * (default -> large, medium -> middle, small and mini -> small) and colorPrimary from the theme
 * colour of the settings drawer.
 */
function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider {...useAntdConfig()}>{children}</ConfigProvider>;
}

// Toasts raised outside React (the HTTP client) get the same locale and colours as the app.
ConfigProvider.config({ holderRender: (children) => <Themed>{children}</Themed> });

// The first render waits for the starting language's texts, so nothing flashes in another one.
void loadStartLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <Themed>
        <ShellConfigProvider config={shellConfig}>
          <RouterProvider router={router} />
        </ShellConfigProvider>
      </Themed>
    </StrictMode>,
  ),
);
