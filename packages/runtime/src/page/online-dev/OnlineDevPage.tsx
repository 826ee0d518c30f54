import type { OnlineDevConfig } from '@formwork/schema';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { runtimeText } from '../../i18n/instance.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useRuntime } from '../../runtime-context.js';
import { PageRenderer } from '../PageRenderer.js';
import { NotFoundResultOnUse } from '../parts-on-use.js';
import type { OnlineDevPageProps } from '../types.js';
import { FormOnlyPage } from './FormOnlyPage.js';
import { type OnlineDevScreen, screenOfConfig } from './page-of-config.js';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; screen: OnlineDevScreen };

/** How the server answers a model that is not released or no longer exists. */
const SERVER_NOT_FOUND = runtimeText('zh')('page.notFound');

/** A released online-dev model: its Config, then its list page or its form. */
export function OnlineDevPage({ modelId, menuId }: OnlineDevPageProps) {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    // A menu entry that names no model shows the same page as a model that is gone.
    if (!modelId) return setLoaded({ status: 'failed', reason: '' });
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    transport<OnlineDevConfig>({
      method: 'GET',
      url: `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/Config`,
      signal: controller.signal,
    })
      .then((config) => setLoaded({ status: 'ready', screen: screenOfConfig(config) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'failed', reason: error instanceof Error ? error.message : '' });
      });
    return () => controller.abort();
  }, [transport, modelId]);

  if (loaded.status === 'loading') {
    return (
      <div aria-busy="true" style={{ textAlign: 'center', padding: 64 }}>
        <Spin size="large" />
      </div>
    );
  }
  if (loaded.status === 'failed') {
    // Unreleased and missing models both answer 400; the page reads as "not found" either way.
    // The server says the same words (in Chinese, or in the user's language); only another
    // reason is worth a second line.
    const ownWords = loaded.reason === SERVER_NOT_FOUND || loaded.reason === t('page.notFound');
    const subTitle = loaded.reason && !ownWords ? loaded.reason : undefined;
    return <NotFoundResultOnUse title={t('page.notFound')} subTitle={subTitle} />;
  }
  const { screen } = loaded;
  if (screen.kind === 'form')
    return <FormOnlyPage form={screen.form} endpoints={screen.endpoints} menuId={menuId} />;
  return <PageRenderer schema={screen.page} menuId={menuId} modelId={modelId} />;
}
