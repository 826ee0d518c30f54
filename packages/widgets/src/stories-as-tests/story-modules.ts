/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react';

/** A CSF3 stories file as imported. */
export interface StoryModule {
  default: Meta;
  [story: string]: StoryObj | Meta;
}

/**
 * Every stories file of the package, found by Vite at build time: a story another helper adds
 * beside its widget is picked up without touching this harness.
 */
export const storyModules: Record<string, StoryModule> = import.meta.glob<StoryModule>(
  '../**/*.stories.tsx',
  {
    eager: true,
  },
);
