import { type FormSchema, type ListSchema, validateSchema } from '@formwork/schema';
import type { FormDocument } from '../document/document.js';
import type { NodeId } from '../document/ids.js';
import { listProblems } from '../list/list-problems.js';
import { vModelProblems } from './vmodel-problems.js';

export interface DesignerProblem {
  /** The field it is about, for the designer to select; null when it is about the whole form or the list. */
  nodeId: NodeId | null;
  /** What inside the field (or the settings) it is about: `vModel`, `regList.0.pattern`, or ''. */
  property: string;
  /** Where in the schema, as validateSchema writes it: `fields.2.children.0.vModel`. */
  path: string;
  message: string;
  /** The kind of problem and the values it names, for a translated wording. */
  code?: string;
  params?: Record<string, string>;
}

const cache = new WeakMap<
  FormDocument,
  { schema: FormSchema; list: ListSchema | undefined; problems: readonly DesignerProblem[] }
>();

/**
 * Every problem of the form at once, each tied to the node it is about, fields in form order
 * after those of the form as a whole, then the list's (paths starting `list.`). Computed once per
 * snapshot of the form and the list.
 */
export function problemsOf(doc: FormDocument): readonly DesignerProblem[] {
  const cached = cache.get(doc);
  if (cached?.schema === doc.schema && cached.list === doc.list) return cached.problems;
  const { schema, list } = doc;
  const checked = validateSchema(schema);
  // The schema's own check and the designer's vModel rules overlap (reserved names): one message
  // per place is enough, and the schema's is the one the server will give on release.
  const named = new Set(checked.map((p) => p.path));
  const extra = vModelProblems(schema.fields).filter((p) => !named.has(p.path));
  const found = [...checked, ...extra].map(({ path, ...wording }): DesignerProblem => {
    const node = doc.resolvePath(path);
    if (node) return { nodeId: node.id, property: node.rest, path, ...wording };
    const property = path.startsWith('settings.') ? path.slice('settings.'.length) : '';
    return { nodeId: null, property, path, ...wording };
  });
  const order = new Map(doc.ids().map((id, i) => [id, i]));
  const rank = (p: DesignerProblem) => (p.nodeId === null ? -1 : (order.get(p.nodeId) ?? -1));
  const problems = found
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
  if (list)
    for (const { path, ...wording } of listProblems(schema, list))
      problems.push({ nodeId: null, property: '', path: `list.${path}`, ...wording });
  cache.set(doc, { schema, list, problems });
  return problems;
}

/** The problems grouped by node, for marks on the canvas and in the outline. */
export function problemsByNode(doc: FormDocument): ReadonlyMap<NodeId, readonly DesignerProblem[]> {
  const grouped = new Map<NodeId, DesignerProblem[]>();
  for (const problem of problemsOf(doc)) {
    if (problem.nodeId === null) continue;
    const list = grouped.get(problem.nodeId);
    if (list) list.push(problem);
    else grouped.set(problem.nodeId, [problem]);
  }
  return grouped;
}

/** A form can be released only once it has no problem left. */
export function canRelease(doc: FormDocument): boolean {
  return problemsOf(doc).length === 0;
}
