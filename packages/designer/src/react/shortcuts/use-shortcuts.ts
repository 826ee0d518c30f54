import { useEffect } from 'react';
import {
  type Command,
  CommandError,
  copyNodes,
  duplicateNodes,
  type FormDocument,
  type Position,
  pasteNodes,
  removeNodes,
} from '../../core/index.js';
import type { DesignerSession } from '../session/session.js';
import { type Direction, keyboardMove } from './keyboard-moves.js';

const ARROWS: ReadonlyMap<string, Direction> = new Map([
  ['ArrowUp', 'up'],
  ['ArrowDown', 'down'],
  ['ArrowLeft', 'out'],
  ['ArrowRight', 'in'],
]);

/** Typing in a box keeps the browser's own keys (its undo, copy, arrows). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function pastePosition(doc: FormDocument, selected: string | undefined): Position {
  const at = selected === undefined ? undefined : doc.locate(selected);
  return at ? { parent: at.parent, index: at.index + 1 } : { parent: null };
}

/** The designer's keyboard: undo, redo, delete, copy, paste, duplicate, Alt+arrows, ? for help. */
export function useShortcuts(
  session: DesignerSession,
  notice: (message: string) => void,
  onHelp: () => void,
): void {
  useEffect(() => {
    const run = (build: (doc: FormDocument) => Command) => {
      const refusal = session.run(build);
      if (refusal) notice(refusal);
    };
    const step = (direction: 'undo' | 'redo') => {
      try {
        session.history[direction]();
      } catch (error) {
        if (error instanceof CommandError) notice(session.describe(error));
        else throw error;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const ids = session.selection.ids;
      const primary = session.selection.primary;
      let handled = true;
      if (mod && key === 'z') step(event.shiftKey ? 'redo' : 'undo');
      else if (mod && key === 'y') step('redo');
      else if (mod && key === 'c' && ids.length > 0) session.clipboard.copy(copyNodes(session.document, ids));
      else if (mod && key === 'v') {
        const content = session.clipboard.read();
        if (content) run((doc) => pasteNodes(doc, content, pastePosition(doc, primary)));
        else handled = false;
      } else if (mod && key === 'd' && ids.length > 0) run((doc) => duplicateNodes(doc, ids));
      else if (event.key === 'Delete' && ids.length > 0) run((doc) => removeNodes(doc, ids));
      else if (event.altKey && ARROWS.has(event.key) && primary !== undefined)
        run((doc) => keyboardMove(doc, primary, ARROWS.get(event.key) as Direction));
      else if (event.key === '?') onHelp();
      else if (event.key === 'Escape' && ids.length > 0) session.selection.clear();
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, notice, onHelp]);
}
