import type { OnlineDevConfig } from '@formwork/schema';
import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { runtimeText } from '../../i18n/instance.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useRuntime } from '../../runtime-context.js';
import { PageRenderer } from '../PageRenderer.js';
import { NotFoundResultOnUse } from '../parts-on-use.js';
import type { OnlineDevPageProps } from '../types.js';
import { FormOnlyPage } from './FormOnlyPage.js';
import { type OnlineDevScreen, screenOfConfig } from './page-of-config.js';

/** A released version as drawn: its number and its screen. */
interface Release {
  version: number;
  screen: OnlineDevScreen;
}

type Loaded = { status: 'loading' } | { status: 'failed'; reason: string } | ({ status: 'ready' } & Release);

/** How the server answers a model that is not released or no longer exists. */
const SERVER_NOT_FOUND = runtimeText('zh')('page.notFound');

/**
 * A released online-dev model: its Config, then its list page or its form. When the host says a
 * newer version was released, the Config is fetched again: a list shows it at once; a form being
 * filled in keeps its version until it is closed (a record dialog) or submitted (a form-only
 * model), unless the user takes the new one now, since a new form would drop what they typed.
 */
export function OnlineDevPage({ modelId, menuId, releasedVersion }: OnlineDevPageProps) {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  /** A newer release fetched while a form was open, drawn once it is closed. */
  const [waiting, setWaiting] = useState<Release | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const fetchRelease = useCallback(
    async (signal: AbortSignal): Promise<Release> => {
      const config = await transport<OnlineDevConfig>({
        method: 'GET',
        url: `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/Config`,
        signal,
      });
      return { version: config.version, screen: screenOfConfig(config) };
    },
    [transport, modelId],
  );

  useEffect(() => {
    // A menu entry that names no model shows the same page as a model that is gone.
    if (!modelId) return setLoaded({ status: 'failed', reason: '' });
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    setWaiting(null);
    fetchRelease(controller.signal)
      .then((release) => setLoaded({ status: 'ready', ...release }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'failed', reason: error instanceof Error ? error.message : '' });
      });
    return () => controller.abort();
  }, [modelId, fetchRelease]);

  const shownVersion = loaded.status === 'ready' ? loaded.version : undefined;
  const newest = Math.max(shownVersion ?? 0, waiting?.version ?? 0);
  const outdated = shownVersion !== undefined && releasedVersion !== undefined && releasedVersion > newest;
  useEffect(() => {
    if (!outdated) return;
    const controller = new AbortController();
    fetchRelease(controller.signal)
      .then((release) => setWaiting((held) => (held && held.version >= release.version ? held : release)))
      // The version drawn stays usable; the next announcement or visit tries again.
      .catch(() => {});
    return () => controller.abort();
  }, [outdated, fetchRelease]);

  const apply = useCallback(() => {
    if (!waiting) return;
    setLoaded({ status: 'ready', ...waiting });
    setWaiting(null);
  }, [waiting]);
  const isFormOnly = loaded.status === 'ready' && loaded.screen.kind === 'form';
  useEffect(() => {
    if (waiting && !formOpen && !isFormOnly) apply();
  }, [waiting, formOpen, isFormOnly, apply]);

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
  const { screen, version } = loaded;
  const notice = waiting && (
    <Alert
      type="info"
      showIcon
      banner
      message={isFormOnly ? t('page.newRelease') : t('page.newReleaseOnClose')}
      action={
        <Button size="small" onClick={apply}>
          {t('page.useNewRelease')}
        </Button>
      }
    />
  );
  // A new version is drawn afresh (its key), so nothing of the old schema's state lingers.
  return (
    <>
      {notice}
      {screen.kind === 'form' ? (
        <FormOnlyPage
          key={version}
          form={screen.form}
          endpoints={screen.endpoints}
          menuId={menuId}
          onSubmitted={apply}
        />
      ) : (
        <PageRenderer
          key={version}
          schema={screen.page}
          menuId={menuId}
          modelId={modelId}
          onFormOpenChange={setFormOpen}
        />
      )}
    </>
  );
}
