import type { Transport } from '@formwork/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignerSession } from '../session/session.js';
import { type DesignRecord, saveBody } from './save-body.js';
import { writeDraft } from './storage.js';

export const AUTOSAVE_DELAY_MS = 500;
const REMEMBER_DELAY_MS = 200;

export type SaveState = 'saved' | 'dirty' | 'saving' | 'failed';

/**
 * Saves the draft 500 ms after the last change, keeps the undo stack (and any unsaved edit) in
 * sessionStorage for a reload, and asks before the page is left with changes not saved.
 */
export function useAutosave(
  session: DesignerSession,
  designId: string,
  design: DesignRecord,
  transport: Transport,
  startUnsaved: boolean,
): { state: SaveState; retry(): void } {
  const [state, setState] = useState<SaveState>(startUnsaved ? 'dirty' : 'saved');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unsaved = useRef(startUnsaved);
  const alive = useRef(true);

  const remember = useCallback(() => {
    try {
      writeDraft(designId, {
        schema: session.document.schema,
        list: session.document.list,
        history: session.history.toJSON(),
        unsaved: unsaved.current,
      });
    } catch {
      // Inside a transaction the history cannot be written yet; the next change writes it.
    }
  }, [session, designId]);

  const save = useCallback(async () => {
    const version = session.document.version;
    setState('saving');
    try {
      await transport({
        method: 'PUT',
        url: `/api/visualdev/Base/${encodeURIComponent(designId)}`,
        data: saveBody(design, session.document.schema, session.document.list),
      });
      if (!alive.current || session.document.version !== version) return;
      unsaved.current = false;
      remember();
      setState('saved');
    } catch {
      if (alive.current && session.document.version === version) setState('failed');
    }
  }, [session, designId, design, transport, remember]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [save]);

  useEffect(() => {
    alive.current = true;
    if (unsaved.current) schedule();
    const stop = session.document.subscribe(() => {
      unsaved.current = true;
      setState('dirty');
      schedule();
    });
    // The history changes after the document (a step is recorded once applied): store then.
    // Serialising the whole form and its undo stack on each keystroke would cost the keystroke its
    // frame, so the copy is written once typing pauses, and at once when the page goes away.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (pending === undefined) return;
      clearTimeout(pending);
      pending = undefined;
      remember();
    };
    const stopHistory = session.history.subscribe(() => {
      clearTimeout(pending);
      pending = setTimeout(flush, REMEMBER_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      alive.current = false;
      flush();
      window.removeEventListener('pagehide', flush);
      stop();
      stopHistory();
      clearTimeout(timer.current);
    };
  }, [session, schedule, remember]);

  useEffect(() => {
    if (state === 'saved') return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  return { state, retry: () => void save() };
}
