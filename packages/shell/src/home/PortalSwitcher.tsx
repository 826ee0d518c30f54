import { CheckCircleFilled, SwapOutlined } from '@ant-design/icons';
import { Button, Drawer, message, Spin, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { HOME_TEXT } from './messages.js';
import { byCategory, homePortalApi, type PortalChoice } from './portal-api.js';

/**
 * 切换门户: the portals the user may see, by category, and the ordinary workspace; the one chosen
 * is saved on the server as the user's home page, which then shows it.
 */
export function PortalSwitcher() {
  const t = useText(HOME_TEXT);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        {t('portal.switch')}
      </Button>
      <Drawer
        title={t('portal.switch')}
        open={open}
        onClose={() => setOpen(false)}
        width={300}
        destroyOnHidden
      >
        <PortalChoices onChosen={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

function PortalChoices({ onChosen }: { onChosen: () => void }) {
  const t = useText(HOME_TEXT);
  const { token } = theme.useToken();
  const current = useSessionStore((state) => state.userInfo?.portalId ?? '');
  const [portals, setPortals] = useState<PortalChoice[] | undefined>();
  const [switching, setSwitching] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    homePortalApi.choices().then(
      (answer) => live && setPortals(answer.data?.list ?? []),
      // The client has shown why; the workspace stays a choice.
      () => live && setPortals([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const choose = async (id: string) => {
    if (id === current || switching !== undefined) return;
    setSwitching(id);
    try {
      const answer = id ? await homePortalApi.setDefault(id) : await homePortalApi.clearDefault();
      void message.success(answer.msg, 1);
      // The server answers which portal the home page shows now.
      await useSessionStore.getState().loadCurrentUser();
      onChosen();
    } catch {
      // Shown by the client.
    } finally {
      setSwitching(undefined);
    }
  };

  if (!portals) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const choice = (id: string, label: string) => (
    <button
      key={id || 'workspace'}
      type="button"
      aria-pressed={id === current}
      disabled={switching !== undefined}
      onClick={() => choose(id)}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        width: '100%',
        height: 44,
        padding: 0,
        border: 'none',
        background: 'none',
        font: 'inherit',
        color: id === current ? token.colorPrimary : token.colorText,
        cursor: switching === undefined ? 'pointer' : 'wait',
        textAlign: 'start',
      }}
    >
      <span>{label}</span>
      {switching === id ? (
        <Spin size="small" />
      ) : (
        <CheckCircleFilled
          aria-hidden
          style={{ fontSize: 18, color: id === current ? token.colorPrimary : token.colorBorder }}
        />
      )}
    </button>
  );
  const heading = (text: string) => (
    <div style={{ marginTop: token.marginSM, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
      {text}
    </div>
  );

  return (
    <div>
      {heading(t('portal.plain'))}
      {choice('', t('portal.workspace'))}
      {byCategory(portals).map(([category, group]) => (
        <div key={category}>
          {heading(category || t('portal.uncategorised'))}
          {group.map((portal) => choice(portal.id, portal.fullName))}
        </div>
      ))}
      {portals.length === 0 && (
        <div style={{ marginTop: token.marginSM, color: token.colorTextSecondary }}>{t('portal.none')}</div>
      )}
    </div>
  );
}
