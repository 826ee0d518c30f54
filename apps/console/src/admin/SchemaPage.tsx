import { PageRenderer } from '@formwork/runtime';
import type { PageSchema } from '@formwork/schema';
import { useCurrentModelId } from '@formwork/shell';
import { RuntimeHost } from '../online-dev/RuntimeHost.js';

/** An administration page that is only a schema: its menu entry's grants apply. */
export function SchemaPage({ schema }: { schema: PageSchema }) {
  const menuId = useCurrentModelId() ?? '';
  return (
    <RuntimeHost>
      <PageRenderer schema={schema} menuId={menuId} />
    </RuntimeHost>
  );
}
