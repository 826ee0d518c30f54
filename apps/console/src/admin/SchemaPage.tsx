import { PageRenderer, type PageRendererProps } from '@formwork/runtime';
import type { PageSchema } from '@formwork/schema';
import { useCurrentModelId } from '@formwork/shell';
import { RuntimeHost } from '../online-dev/RuntimeHost.js';
import { adminParts } from './admin-parts.js';

export interface SchemaPageProps extends Pick<PageRendererProps, 'onNavigate' | 'onActionDone' | 'params'> {
  schema: PageSchema;
}

/** An administration page that is only a schema: its menu entry's grants apply. */
export function SchemaPage({ schema, onNavigate, onActionDone, params }: SchemaPageProps) {
  const menuId = useCurrentModelId() ?? '';
  return (
    <RuntimeHost>
      <PageRenderer
        schema={schema}
        menuId={menuId}
        onNavigate={onNavigate}
        onActionDone={onActionDone}
        params={params}
        parts={adminParts}
      />
    </RuntimeHost>
  );
}
