import type { LoginResult } from '@formwork/schema';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useCallback } from 'react';
import { useText } from '../i18n/i18n.js';
import { reportFailure, useFinishSignIn } from './finish-sign-in.js';
import { LOGIN_TEXT } from './messages.js';
import { qrPayload } from './signin-api.js';
import { type QrPhase, useQrSignIn } from './useQrSignIn.js';

const QR_SIZE = 176;
const FRAME_PADDING = 12;

/** App QR scan: the code carries a short-lived ticket that a signed-in app confirms. */
export function QrPanel() {
  const t = useText(LOGIN_TEXT);
  const { token } = theme.useToken();
  const finish = useFinishSignIn();
  const onConfirmed = useCallback(
    async (result: LoginResult) => {
      try {
        await finish(result);
      } catch (error) {
        reportFailure(error);
        throw error;
      }
    },
    [finish],
  );
  const { ticket, phase, refresh } = useQrSignIn(onConfirmed);
  const frame = QR_SIZE + 2 * FRAME_PADDING;

  return (
    <Flex vertical align="center" gap={token.marginMD} style={{ paddingBottom: token.marginLG }}>
      <div
        data-testid="qr-frame"
        data-phase={phase}
        style={{
          position: 'relative',
          width: frame,
          height: frame,
          padding: FRAME_PADDING,
          boxSizing: 'border-box',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: '#fff',
        }}
      >
        {ticket && (
          <QRCodeSVG
            value={qrPayload(ticket.ticket, window.location.origin)}
            size={QR_SIZE}
            level="M"
            title={t('qrAlt')}
            role="img"
            aria-label={t('qrAlt')}
          />
        )}
        <Overlay phase={phase} onRefresh={refresh} />
      </div>
      <Typography.Text type="secondary">{t('qrHint')}</Typography.Text>
    </Flex>
  );
}

/** What covers the code: a spinner while loading, or the state the scan has reached. */
function Overlay({ phase, onRefresh }: { phase: QrPhase; onRefresh: () => void }) {
  const t = useText(LOGIN_TEXT);
  const { token } = theme.useToken();
  if (phase === 'waiting') return null;

  let content: ReactNode;
  if (phase === 'loading') content = <Spin />;
  else if (phase === 'signing-in')
    content = (
      <>
        <Spin />
        <Typography.Text>{t('qrSigningIn')}</Typography.Text>
      </>
    );
  else if (phase === 'scanned')
    content = (
      <>
        <Typography.Text strong style={{ color: token.colorSuccess, fontSize: token.fontSizeLG }}>
          {t('qrScanned')}
        </Typography.Text>
        <Typography.Text>{t('qrConfirm')}</Typography.Text>
      </>
    );
  else
    content = (
      <>
        <Typography.Text strong>{phase === 'failed' ? t('qrFailed') : t('qrExpired')}</Typography.Text>
        <Button type="primary" size="small" onClick={onRefresh}>
          {t('qrRefresh')}
        </Button>
      </>
    );

  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={token.marginXS}
      role="status"
      style={{
        position: 'absolute',
        inset: 0,
        borderRadius: token.borderRadiusLG,
        background: 'rgba(255, 255, 255, 0.92)',
        textAlign: 'center',
        padding: token.paddingSM,
      }}
    >
      {content}
    </Flex>
  );
}
