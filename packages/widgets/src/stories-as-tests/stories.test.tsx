import { composeStories, setProjectAnnotations } from '@storybook/react';
import { describe, it } from 'vitest';
import preview from '../../../../.storybook/preview.js';
import { prepareJsdomForStories } from './jsdom-window.js';
import { storyModules } from './story-modules.js';

prepareJsdomForStories();

// The same decorators as the story book: antd in zh_CN and a test DataProvider per story.
setProjectAnnotations([preview]);

const files = Object.entries(storyModules).map(
  ([path, module]) => [module.default.title ?? path, module] as const,
);

// Each story renders as in Storybook and runs its play function; a throw or a failed expect fails it.
describe.each(files)('%s', (_title, module) => {
  const stories = Object.entries(composeStories(module));
  it.each(stories)(
    '%s',
    async (_name, Story) => {
      await Story.run();
    },
    // antd in jsdom on a busy 2-core machine: a picker story may take seconds, not 5.
    20_000,
  );
});
