import type { ISchema, SchemaReactComponents } from '@formily/react';
import type { DataProblem } from '@formwork/schema';
import { type ComponentType, useSyncExternalStore } from 'react';
import { DesignContext } from '../design/components.js';
import { DesignSchemaField } from '../design/render.js';
import type { FormDesign } from '../design/types.js';
import { ProblemsBanner } from './ProblemsBanner.js';

/** What the inside of a rendered form is drawn from; it changes with the schema. */
export interface FormBodyState {
  compiled: ISchema;
  unplaced: DataProblem[];
  labels: Map<string, string>;
  design: FormDesign | undefined;
  SchemaField: ComponentType<{ schema: ISchema }>;
  components: SchemaReactComponents;
}

export interface FormBodyStore {
  get(): FormBodyState;
  set(next: FormBodyState): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The body's state kept outside React's tree: FormRenderer hands over a new state after each
 * render and only the body re-renders, not the frame and providers around it (see FormRenderer
 * on why that matters).
 */
export function createFormBodyStore(initial: FormBodyState): FormBodyStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The problems banner and the fields, in the runtime's renderer or the designer's. */
export function FormBody({ store }: { store: FormBodyStore }) {
  const { compiled, unplaced, labels, design, SchemaField, components } = useSyncExternalStore(
    store.subscribe,
    store.get,
  );
  return (
    <>
      <ProblemsBanner problems={unplaced} labels={labels} />
      <DesignContext.Provider value={design ?? null}>
        {design ? (
          <DesignSchemaField schema={compiled} components={components} />
        ) : (
          <SchemaField schema={compiled} />
        )}
      </DesignContext.Provider>
    </>
  );
}
