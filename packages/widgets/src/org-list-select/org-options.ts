import type { OrgNode } from '../data-provider/index.js';

/** The kinds of node the list selects store; the others (companies, departments) only group them. */
export type ListKind = 'position' | 'role' | 'group';

export interface ListOption {
  value: string;
  title: string;
  selectable: boolean;
  children?: ListOption[];
}

/** A node is chosen if it is of the wanted kind, or (untyped) has nothing under it. */
const choosable = (node: OrgNode, kind: ListKind) =>
  node.type ? node.type === kind : !node.children?.length;

/** The provider's nodes as select options, keeping their nesting. */
export function listOptions(nodes: readonly OrgNode[], kind: ListKind): ListOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.fullName,
    selectable: choosable(node, kind),
    ...(node.children?.length && { children: listOptions(node.children, kind) }),
  }));
}

export const isNested = (options: readonly ListOption[]) => options.some((option) => option.children?.length);

/** Names by id over every level. */
export function namesById(
  options: readonly ListOption[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const option of options) {
    into.set(option.value, option.title);
    namesById(option.children ?? [], into);
  }
  return into;
}
