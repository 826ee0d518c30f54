import { type Command, type NodeId, setProperty, setPropertyOnAll } from '../../core/index.js';
import { useNotice } from '../canvas/over-state.js';
import { useSession } from '../session/context.js';

/**
 * Sets values of one field; consecutive edits of the same property (each keystroke) make one
 * undo step, unless `merge` is false (each click of a formula's buttons is a step of its own).
 * Answers the refusal's message, which is also shown.
 */
export function useEdit(id: NodeId, merge = true): (path: string, value: unknown) => string | undefined {
  const session = useSession();
  const notice = useNotice();
  return (path, value) => {
    const refusal = session.run(
      (doc) => setProperty(doc, id, path, value),
      merge ? { mergeKey: `${id}:${path}` } : undefined,
    );
    if (refusal) notice(refusal);
    return refusal;
  };
}

/** One property set on several fields as one undo step; consecutive edits of it merge. */
export function useEditAll(ids: readonly NodeId[]): (path: string, value: unknown) => void {
  const session = useSession();
  const notice = useNotice();
  return (path, value) => {
    const refusal = session.run((doc) => setPropertyOnAll(doc, ids, path, value), {
      mergeKey: `bulk:${ids.join(',')}:${path}`,
    });
    if (refusal) notice(refusal);
  };
}

/** Several values of one field as one step: a label and its translations, say. */
export function useEditMany(id: NodeId): (values: Record<string, unknown>, mergeKey: string) => void {
  const session = useSession();
  const notice = useNotice();
  return (values, mergeKey) => {
    const refusal = session.run(
      (doc) => ({
        type: 'batch',
        commands: Object.entries(values).map(([path, value]): Command => setProperty(doc, id, path, value)),
      }),
      { mergeKey: `${id}:${mergeKey}` },
    );
    if (refusal) notice(refusal);
  };
}
