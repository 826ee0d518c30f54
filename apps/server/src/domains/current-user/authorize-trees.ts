import type { Authorization, Module, ModuleItem } from '../authorization/index.js';

export interface AuthorizeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  children: AuthorizeNode[];
}

const ROOT = '-1';

/** The menu tree with each entry's items under it, keeping only branches that hold an item. */
function treeOf(modules: Module[], items: ModuleItem[] | null): AuthorizeNode[] {
  const childrenOf = (parentId: string): AuthorizeNode[] =>
    modules
      .filter((module) => module.parentId === parentId)
      .map((module) => {
        const own = (items ?? [])
          .filter((item) => item.moduleId === module.id)
          .map((item) => ({
            id: item.id,
            parentId: module.id,
            fullName: item.fullName,
            enCode: item.enCode,
            icon: '',
            children: [],
          }));
        return {
          id: module.id,
          parentId: module.parentId,
          fullName: module.fullName,
          enCode: module.enCode,
          icon: module.icon,
          children: [...childrenOf(module.id), ...own],
        };
      })
      .filter((node) => items === null || node.children.length > 0);
  const known = new Set(modules.map((module) => module.id));
  const orphans = modules.filter((module) => module.parentId !== ROOT && !known.has(module.parentId));
  return [...childrenOf(ROOT), ...orphans.flatMap((orphan) => childrenOf(orphan.parentId))];
}

export function authorizeTrees(authorization: Authorization) {
  return {
    module: treeOf(authorization.modules, null),
    button: treeOf(authorization.modules, authorization.buttons),
    column: treeOf(authorization.modules, authorization.columns),
    form: treeOf(authorization.modules, authorization.forms),
    resource: treeOf(authorization.modules, authorization.resources),
  };
}
