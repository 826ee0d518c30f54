import { OnlineDevPage } from '@formwork/runtime';
import { type MenuRoute, useReleasedVersion } from '@formwork/shell';
import { RuntimeHost } from './RuntimeHost.js';

/** A menu entry of type 3: the released online-dev model named by its propertyJson.moduleId. */
export function OnlineDevMenuPage({ route }: { route: MenuRoute }) {
  // A release announced while the page is open brings its new schema without a reload.
  const releasedVersion = useReleasedVersion(route.moduleId);
  return (
    <RuntimeHost>
      {/* A new key per entry: switching between two models never reuses the other's state. */}
      <OnlineDevPage
        key={route.id}
        modelId={route.moduleId ?? ''}
        menuId={route.id}
        releasedVersion={releasedVersion}
      />
    </RuntimeHost>
  );
}
