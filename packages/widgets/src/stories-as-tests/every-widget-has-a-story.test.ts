import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGETS } from '../registry/registry.js';
import { type StoryModule, storyModules } from './story-modules.js';

/** The jnpfKeys a stories file shows: its meta's and its stories' `parameters.jnpfKey`, and its title's last part. */
function keysShown(module: StoryModule): string[] {
  const keys: string[] = [];
  for (const [name, exported] of Object.entries(module)) {
    const key = (exported as { parameters?: { jnpfKey?: unknown } } | undefined)?.parameters?.jnpfKey;
    if (typeof key === 'string') keys.push(key);
    if (name === 'default' && module.default.title) keys.push(module.default.title.split('/').at(-1) ?? '');
  }
  return keys;
}

describe('stories guard rail', () => {
  it('finds the stories files', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  // A widget registered without a story fails here, whoever registers it.
  it('has a story for every jnpfKey in the registry', () => {
    const shown = new Set(Object.values(storyModules).flatMap(keysShown));
    const missing = Object.keys(DEFAULT_WIDGETS).filter((key) => !shown.has(key));
    expect(missing, 'jnpfKeys registered in DEFAULT_WIDGETS without a story').toEqual([]);
  });
});
