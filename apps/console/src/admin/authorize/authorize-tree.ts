/** The kinds of grant, in the order the screen's tabs show them. */
export const GRANT_KINDS = ['module', 'button', 'column', 'form', 'resource'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** A node of an authorization tree as the server answers it. */
export interface AuthorizeNode {
  id: string;
  parentId: string;
  fullName: string;
  fullNameI18n?: Partial<Record<string, string>>;
  icon: string;
  type: GrantKind;
  hasChildren: boolean;
  children: AuthorizeNode[];
  /** An entry whose design does not check this kind of grant yet (its switch is off). */
  unguarded?: true;
}

/** One kind's tree and the ids the role holds in it. */
export interface AuthorizeStep {
  list: AuthorizeNode[];
  ids: string[];
  all: string[];
}

export type AuthorizeSteps = Record<GrantKind, AuthorizeStep>;

/** Ticked ids by kind; what the screen sends back. */
export type Ticks = Record<GrantKind, string[]>;

function walk(list: readonly AuthorizeNode[], visit: (node: AuthorizeNode) => void): void {
  for (const node of list) {
    visit(node);
    walk(node.children, visit);
  }
}

/** Ids of the nodes without children: the boxes a user ticks, the rest follow from them. */
export function leafIds(list: readonly AuthorizeNode[]): string[] {
  const ids: string[] = [];
  walk(list, (node) => {
    if (node.children.length === 0) ids.push(node.id);
  });
  return ids;
}

/** Ids of the nodes with children: what "expand all" opens. */
export function branchIds(list: readonly AuthorizeNode[]): string[] {
  const ids: string[] = [];
  walk(list, (node) => {
    if (node.children.length > 0) ids.push(node.id);
  });
  return ids;
}

/**
 * The leaves of the tree that are held. The tree ticks a parent from its children, so a held
 * parent must not be ticked itself: ticking a directory would tick every entry under it, though
 * the role may hold only some of them.
 */
export function heldLeaves(step: AuthorizeStep): string[] {
  const held = new Set(step.ids);
  return leafIds(step.list).filter((id) => held.has(id));
}

/**
 * The menu entries to grant: each ticked leaf and every entry above it, since an entry is reached
 * only through the directories above it.
 */
export function modulesToGrant(list: readonly AuthorizeNode[], tickedLeaves: readonly string[]): string[] {
  const ticked = new Set(tickedLeaves);
  const granted: string[] = [];
  const visit = (node: AuthorizeNode): boolean => {
    let any = node.children.length === 0 && ticked.has(node.id);
    for (const child of node.children) if (visit(child)) any = true;
    if (any) granted.push(node.id);
    return any;
  };
  for (const node of list) visit(node);
  return granted;
}

/**
 * A tree of buttons, columns, fields or schemes cut to the menu entries granted: an entry not
 * granted cannot be opened, so what lies under it is not offered. Entries left with nothing under
 * them go too.
 */
export function itemsOfGranted(
  list: readonly AuthorizeNode[],
  modules: ReadonlySet<string>,
): AuthorizeNode[] {
  const cut = (nodes: readonly AuthorizeNode[], parentGranted: boolean): AuthorizeNode[] =>
    nodes.flatMap((node) => {
      if (node.type !== 'module') return parentGranted ? [node] : [];
      const children = cut(node.children, modules.has(node.id));
      return children.length > 0 ? [{ ...node, children, hasChildren: true }] : [];
    });
  return cut(list, false);
}

/** The items ticked, never the entries above them (the server keeps items of each kind). */
export function itemsToGrant(list: readonly AuthorizeNode[], ticked: readonly string[]): string[] {
  const wanted = new Set(ticked);
  const items: string[] = [];
  walk(list, (node) => {
    if (node.type !== 'module' && wanted.has(node.id)) items.push(node.id);
  });
  return items;
}

/** What to save: the entries from the menu tab, and of each other kind the items still offered. */
export function grantsToSave(steps: AuthorizeSteps, ticks: Ticks): Ticks {
  const module = modulesToGrant(steps.module.list, ticks.module);
  const granted = new Set(module);
  const items = (kind: Exclude<GrantKind, 'module'>) =>
    itemsToGrant(itemsOfGranted(steps[kind].list, granted), ticks[kind]);
  return {
    module,
    button: items('button'),
    column: items('column'),
    form: items('form'),
    resource: items('resource'),
  };
}
