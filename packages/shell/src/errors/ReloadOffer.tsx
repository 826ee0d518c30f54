import { theme } from 'antd';
import { useText } from '../i18n/i18n.js';
import { LoginButton } from '../login/LoginButton.js';
import { ERRORS_TEXT } from './messages.js';

/**
 * Shown when a part of the console could not be fetched because a newer build replaced it: the
 * page the tab runs no longer matches the server's, and loading it again is the remedy. It
 * travels with the sign-in page (it must not need a file that may be gone), so it is drawn with
 * the theme's tokens and the sign-in page's button rather than antd's Result and Button.
 */
export function ReloadOffer() {
  const t = useText(ERRORS_TEXT);
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.marginMD,
        padding: token.paddingLG,
        textAlign: 'center',
        color: token.colorText,
        fontFamily: token.fontFamily,
      }}
    >
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong }}>
        {t('newBuild')}
      </h1>
      <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSize }}>
        {t('newBuildDetail')}
      </p>
      <LoginButton primary onClick={() => window.location.reload()}>
        {t('reload')}
      </LoginButton>
    </main>
  );
}
