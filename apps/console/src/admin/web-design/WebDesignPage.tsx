import { PageRenderer } from '@formwork/runtime';
import { useCurrentModelId, useSessionStore, useText } from '@formwork/shell';
import { Spin } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RuntimeHost } from '../../online-dev/RuntimeHost.js';
import { WEB_DESIGN_TEXT } from './messages.js';
import { refreshMenus } from './refresh-menus.js';
import { readReleaseParent, rememberReleaseParent } from './release-parent.js';
import { useLanguage } from './use-language.js';
import { WordedRuntime } from './WordedRuntime.js';
import {
  DESIGNER_URL_PARAM,
  RELEASE_ACTION,
  REMOVE_ACTION,
  WEB_DESIGN_PATH,
  webDesignPage,
} from './web-design.page.js';

const DesignerRoute = lazy(() =>
  import('./DesignerRoute.js').then((module) => ({ default: module.DesignerRoute })),
);

/**
 * 功能设计: the list of designs, or, with `?designId=` in the address, the designer on that
 * draft. Both live under the one menu entry, so its grants and its tab cover the designer too.
 */
export function WebDesignPage() {
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const menuId = useCurrentModelId() ?? '';
  const designId = search.get(DESIGNER_URL_PARAM);
  const userId = useSessionStore((state) => state.userInfo?.userId);
  const [releaseParent, setReleaseParent] = useState(() => readReleaseParent(userId));
  const released = useCallback(
    (parentId: unknown) => {
      rememberReleaseParent(userId, parentId);
      setReleaseParent(readReleaseParent(userId));
      void refreshMenus();
    },
    [userId],
  );
  const t = useText(WEB_DESIGN_TEXT);
  const schema = useMemo(
    () => webDesignPage((key) => t(key), { ...(releaseParent && { releaseParent }) }),
    [t, releaseParent],
  );
  const onNavigate = useCallback((url: string) => navigate(url), [navigate]);
  // A release adds a menu entry and a delete may take one away: the side menu follows at once.
  const onActionDone = useCallback(
    (actionId: string, answer: unknown) => {
      if (actionId === RELEASE_ACTION) released((answer as { parentId?: unknown } | null)?.parentId);
      if (actionId === REMOVE_ACTION) void refreshMenus();
    },
    [released],
  );

  if (designId) {
    return (
      <Suspense fallback={<Spin tip={t('loading')} style={{ display: 'block', margin: '80px auto' }} />}>
        <DesignerRoute
          designId={designId}
          language={language}
          onClose={() => navigate(WEB_DESIGN_PATH)}
          releaseParent={releaseParent}
          onReleased={released}
        />
      </Suspense>
    );
  }
  // A schema page as SchemaPage draws one, its release refusals worded in the user's language.
  return (
    <RuntimeHost>
      <WordedRuntime language={language}>
        <PageRenderer schema={schema} menuId={menuId} onNavigate={onNavigate} onActionDone={onActionDone} />
      </WordedRuntime>
    </RuntimeHost>
  );
}
