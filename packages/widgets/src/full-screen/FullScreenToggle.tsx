import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, message, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { zh } from '../i18n/catalogue.js';
import { useWidgetText } from '../i18n/index.js';

export const FULL_SCREEN_LABEL = zh.fullScreen.enter;
export const EXIT_FULL_SCREEN_LABEL = zh.fullScreen.exit;
/** A warning when the browser has no full-screen mode. */
export const FULL_SCREEN_UNSUPPORTED = zh.fullScreen.unsupported;

export interface FullScreenToggleProps {
  /** The element to show full screen; the whole page when absent or null. */
  target?: () => HTMLElement | null | undefined;
  /** Told when the browser enters or leaves full screen. */
  onChange?: (fullScreen: boolean) => void;
}

/**
 * A button that puts `target` full screen and takes it out again. Its icon and tooltip follow
 * the browser's fullscreenchange event, so leaving with Esc flips them too.
 */
export function FullScreenToggle({ target, onChange }: FullScreenToggleProps) {
  const [fullScreen, setFullScreen] = useState(() => Boolean(document.fullscreenElement));
  const [messages, holder] = message.useMessage();
  const t = useWidgetText();

  useEffect(() => {
    const changed = () => {
      const now = Boolean(document.fullscreenElement);
      setFullScreen(now);
      onChange?.(now);
    };
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [onChange]);

  const toggle = () => {
    const element = target?.() ?? document.documentElement;
    if (!document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') {
      void messages.warning(t('fullScreen.unsupported'));
      return;
    }
    const request = document.fullscreenElement ? document.exitFullscreen() : element.requestFullscreen();
    // A refused request (no user gesture, iframe without allowfullscreen) counts as unsupported.
    void request?.catch(() => messages.warning(t('fullScreen.unsupported')));
  };

  const label = fullScreen ? t('fullScreen.exit') : t('fullScreen.enter');
  return (
    <>
      {holder}
      <Tooltip title={label}>
        <Button
          type="text"
          aria-label={label}
          aria-pressed={fullScreen}
          icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggle}
        />
      </Tooltip>
    </>
  );
}
