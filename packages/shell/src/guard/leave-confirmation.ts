import { useEffect, useId } from 'react';

/**
 * The app-wide leave-page confirmation. The browser asks before
 * unloading only while some page has declared unsaved changes: asking on every reload would
 * nag users who have nothing to lose (and block automated runs), so pages opt in.
 */
const dirtyPages = new Set<string>();

export function setPageDirty(key: string, dirty: boolean): void {
  if (dirty) dirtyPages.add(key);
  else dirtyPages.delete(key);
}

export const hasUnsavedChanges = (): boolean => dirtyPages.size > 0;

/** Marks the calling page as holding unsaved changes while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean): void {
  const key = useId();
  useEffect(() => {
    setPageDirty(key, dirty);
    return () => setPageDirty(key, false);
  }, [key, dirty]);
}

function confirmLeaving(event: BeforeUnloadEvent): void {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

let installed = false;

/** Registers the beforeunload handler once for the whole app. */
export function installLeaveConfirmation(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('beforeunload', confirmLeaving);
}
