import { EMPTY_PORTAL, type PortalSchema, validatePortal } from '@formwork/schema';
import { type HomePortalProps, type MenuRoute, request, useText } from '@formwork/shell';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { REPORT_TEXT } from '../report/messages.js';
import { PortalView } from './PortalView.js';

/** A portal's schema as stored; one that does not read as a portal shows as empty. */
export function portalSchemaOf(text: string | undefined): PortalSchema {
  try {
    const value: unknown = JSON.parse(text || 'null');
    return validatePortal(value).length === 0 ? (value as PortalSchema) : EMPTY_PORTAL;
  } catch {
    return EMPTY_PORTAL;
  }
}

/**
 * The portal of that id as its display call answers it. With onFailed, a portal that cannot be
 * loaded is left to the caller to replace rather than shown as an error.
 */
export function PortalById({ portalId, onFailed }: { portalId: string; onFailed?: () => void }) {
  const texts = useText(REPORT_TEXT);
  const [schema, setSchema] = useState<PortalSchema | undefined>();
  const [failed, setFailed] = useState(false);
  // Read when the call ends: a new function each render does not load the portal again.
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
  useEffect(() => {
    let live = true;
    setSchema(undefined);
    setFailed(false);
    request<{ formData?: string }>({
      method: 'GET',
      url: `/api/visualdev/Portal/${encodeURIComponent(portalId)}/auth`,
      params: { platform: 'Web' },
    }).then(
      (answer) => live && setSchema(portalSchemaOf(answer.data?.formData)),
      () => {
        if (!live) return;
        setFailed(true);
        onFailedRef.current?.();
      },
    );
    return () => {
      live = false;
    };
  }, [portalId]);
  if (failed) return <Alert type="error" showIcon message={texts('loadFailed')} />;
  if (!schema) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return <PortalView schema={schema} />;
}

/** The user's default portal on the home page; one that fails to load gives way to the workspace. */
export function HomePortal({ portalId, onUnavailable }: HomePortalProps) {
  return <PortalById portalId={portalId} onFailed={onUnavailable} />;
}

/** A menu entry of type 8: the portal its propertyJson's moduleId names. */
export function PortalMenuPage({ route }: { route: MenuRoute }) {
  const texts = useText(REPORT_TEXT);
  return (
    <div style={{ padding: 16 }}>
      {route.moduleId ? (
        <PortalById portalId={route.moduleId} />
      ) : (
        <Alert type="warning" showIcon message={texts('noPortal')} />
      )}
    </div>
  );
}
