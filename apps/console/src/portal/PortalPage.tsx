import { EMPTY_PORTAL, type PortalSchema, validatePortal } from '@formwork/schema';
import { type MenuRoute, request } from '@formwork/shell';
import { Alert, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useReportTexts } from '../report/messages.js';
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

/** The portal of that id as its display call answers it. */
export function PortalById({ portalId }: { portalId: string }) {
  const texts = useReportTexts();
  const [schema, setSchema] = useState<PortalSchema | undefined>();
  const [failed, setFailed] = useState(false);
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
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [portalId]);
  if (failed) return <Alert type="error" showIcon message={texts('loadFailed')} />;
  if (!schema) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return <PortalView schema={schema} />;
}

/** A menu entry of type 8: the portal its propertyJson's moduleId names. */
export function PortalMenuPage({ route }: { route: MenuRoute }) {
  const texts = useReportTexts();
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
