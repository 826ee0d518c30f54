import { OnlineDevPage } from '@formwork/runtime';
import type { MenuRoute } from '@formwork/shell';
import { RuntimeHost } from './RuntimeHost.js';

/** A menu entry of type 3: the released online-dev model named by its propertyJson.moduleId. */
export function OnlineDevMenuPage({ route }: { route: MenuRoute }) {
  return (
    <RuntimeHost>
      {/* A new key per entry: switching between two models never reuses the other's state. */}
      <OnlineDevPage key={route.id} modelId={route.moduleId ?? ''} menuId={route.id} />
    </RuntimeHost>
  );
}
