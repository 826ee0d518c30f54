import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Toasts raised outside React (the HTTP client) get the same locale as the app.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider locale={zhCN}>{children}</ConfigProvider>,
});

createRoot(root).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <RouterProvider router={router} />
    </ConfigProvider>
  </StrictMode>,
);
