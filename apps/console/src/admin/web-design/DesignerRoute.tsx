import { DesignerPage, type DesignerPageProps } from '@formwork/designer/react';
import type { Language } from '@formwork/shell';
import { WIDGET_METAS } from '@formwork/widgets';
import { shellTransport } from '../../online-dev/shell-transport.js';

export interface DesignerRouteProps {
  designId: string;
  language: Language;
  onClose: () => void;
  /** The menu the last release went under, offered again. */
  releaseParent?: string | undefined;
  onReleased: (parentId: string) => void;
}

/**
 * The designer on one draft. This module is loaded on demand (WebDesignPage imports it lazily),
 * so the designer and the widget metas stay out of the sign-in page and the shell.
 */
export function DesignerRoute({
  designId,
  language,
  onClose,
  releaseParent,
  onReleased,
}: DesignerRouteProps) {
  // Typed against the designer's props: a change of its contract fails the build here.
  const props: DesignerPageProps = {
    designId,
    metas: WIDGET_METAS,
    transport: shellTransport,
    language,
    onClose,
    release: { defaultParentId: releaseParent, onReleased },
  };
  return <DesignerPage key={designId} {...props} />;
}
