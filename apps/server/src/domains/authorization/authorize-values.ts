import type { Catalogue, CatalogueModule, GrantKind, ItemKind } from './authorize-catalogue.js';
import { shownSchemeName } from './built-in-schemes.js';
import { shownButtonName } from './button-names.js';
import type { MenuNames } from './menu-names.js';

const ROOT = '-1';

/** One node of an authorization tree: a menu entry, or one of its buttons, columns, fields or schemes. */
export interface AuthorizeNode {
  id: string;
  parentId: string;
  fullName: string;
  /** A menu entry's name in the other languages. */
  fullNameI18n?: MenuNames;
  icon: string;
  type: GrantKind | 'system';
  hasChildren: boolean;
  children: AuthorizeNode[];
  /**
   * In a step of buttons, columns, fields or schemes: the entry's design does not check this kind
   * (its switch is off in 功能设计), so what is ticked under it grants nothing more yet.
   */
  unguarded?: true;
}

/**
 * One step of the authorization screen: the tree to tick, the ids this object holds in it, and
 * every id of the tree (for "check all").
 */
export interface AuthorizeStep {
  list: AuthorizeNode[];
  ids: string[];
  all: string[];
}

/**
 * The id of the one system node JNPF's client is shown in its first step (系统). The client
 * carries the ticked systems into the later steps' lists, so saving accepts it and passes it over.
 */
export const SYSTEM_NODE_ID = 'system';

/**
 * The first step of JNPF's client: the systems to grant, here the one this installation is,
 * named as the system settings name it and always held (every menu belongs to it).
 */
export function systemStep(sysName: string): AuthorizeStep {
  const node: AuthorizeNode = {
    id: SYSTEM_NODE_ID,
    parentId: ROOT,
    fullName: sysName,
    icon: 'icon-ym icon-ym-systemToggle',
    type: 'system',
    hasChildren: false,
    children: [],
  };
  return { list: [node], ids: [SYSTEM_NODE_ID], all: [SYSTEM_NODE_ID] };
}

const ITEM_ICONS: Readonly<Record<ItemKind, string>> = {
  button: 'icon-ym icon-ym-btn',
  column: 'icon-ym icon-ym-generator-tableGrid',
  form: 'icon-ym icon-ym-generator-input',
  resource: 'icon-ym icon-ym-extend',
};

const moduleNode = (module: CatalogueModule): AuthorizeNode => ({
  id: module.id,
  parentId: module.parentId,
  fullName: module.fullName,
  fullNameI18n: module.fullNameI18n,
  icon: module.icon,
  type: 'module',
  hasChildren: false,
  children: [],
});

/**
 * Hangs the nodes under their parents; a node whose parent is not among them stands at the top.
 * `keep` decides, children first, which module nodes stay.
 */
function assemble(nodes: AuthorizeNode[], keep: (node: AuthorizeNode) => boolean): AuthorizeNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: AuthorizeNode[] = [];
  for (const node of nodes) {
    const parent = node.parentId === ROOT ? undefined : byId.get(node.parentId);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const prune = (list: AuthorizeNode[]): AuthorizeNode[] =>
    list
      .map((node) => ({ ...node, children: prune(node.children) }))
      .filter(keep)
      .map((node) => ({ ...node, hasChildren: node.children.length > 0 }));
  return prune(roots);
}

const idsOf = (list: AuthorizeNode[]): string[] => list.flatMap((node) => [node.id, ...idsOf(node.children)]);

/** The menu step: every enabled entry. */
export function moduleStep(catalogue: Catalogue, granted: ReadonlySet<string>): AuthorizeStep {
  const enabled = catalogue.modules.filter((module) => module.enabled);
  const list = assemble(enabled.map(moduleNode), () => true);
  const all = idsOf(list);
  return { list, ids: all.filter((id) => granted.has(id)), all };
}

/**
 * A step of buttons, columns, form fields or data schemes: under each enabled entry (of
 * `moduleIds` when given) its enabled items of that kind, with the entries above it so the tree
 * reads as the menu does; entries with nothing of the kind under them are left out. `ids` names
 * the items held, never the entries: the screen ticks an entry when all its items are ticked.
 */
export function itemStep(
  catalogue: Catalogue,
  kind: ItemKind,
  granted: ReadonlySet<string>,
  moduleIds?: ReadonlySet<string>,
): AuthorizeStep {
  const enabled = catalogue.modules.filter((module) => module.enabled);
  const items = catalogue.items[kind]
    .filter((item) => item.enabled && (!moduleIds || moduleIds.has(item.moduleId)))
    .map(
      (item): AuthorizeNode => ({
        id: item.id,
        parentId: item.moduleId,
        fullName:
          kind === 'resource'
            ? shownSchemeName(item.enCode, item.fullName)
            : kind === 'button'
              ? shownButtonName(item.fullName)
              : item.fullName,
        icon: ITEM_ICONS[kind],
        type: kind,
        hasChildren: false,
        children: [],
      }),
    );
  const enabledIds = new Set(enabled.map((module) => module.id));
  const placed = items.filter((item) => enabledIds.has(item.parentId));
  // Items first, then the entries below: an entry's own items read before its sub-entries.
  const entryNode = (module: CatalogueModule): AuthorizeNode =>
    module.unguarded?.includes(kind) ? { ...moduleNode(module), unguarded: true } : moduleNode(module);
  const list = assemble(
    [...placed, ...enabled.map(entryNode)],
    (node) => node.type !== 'module' || node.children.length > 0,
  );
  const all = idsOf(list);
  const itemIds = new Set(placed.map((item) => item.id));
  return { list, ids: all.filter((id) => itemIds.has(id) && granted.has(id)), all };
}
