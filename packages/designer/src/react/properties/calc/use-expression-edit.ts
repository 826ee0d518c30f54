import type { CalcExpression } from '@formwork/schema';
import { type NodeId, setProperty } from '../../../core/index.js';
import { useNotice } from '../../canvas/over-state.js';
import { useSession } from '../../session/context.js';

/**
 * Sets the field's `expression`. Unlike `useEdit` it passes no merge key: each click adds or
 * removes one token, and one undo should take back one click, not the whole formula.
 */
export function useExpressionEdit(id: NodeId): (next: CalcExpression) => void {
  const session = useSession();
  const notice = useNotice();
  return (next) => {
    const refusal = session.run((doc) => setProperty(doc, id, 'expression', next));
    if (refusal) notice(refusal);
  };
}
