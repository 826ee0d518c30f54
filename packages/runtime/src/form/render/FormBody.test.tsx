import type { FieldSchema } from '@formwork/schema';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../runtime-context.js';
import type { FormDesign } from '../design/types.js';
import { FormRenderer } from './FormRenderer.js';
import { formOf, renderForm } from './test-kit.js';

const frameRenders = vi.hoisted(() => ({ count: 0 }));

// Counts how often the frame (antd's Form and its contexts) renders around the fields.
vi.mock('../layout/FormFrame.js', async (original) => {
  const actual = await original<typeof import('../layout/FormFrame.js')>();
  return {
    FormFrame: (props: ComponentProps<typeof actual.FormFrame>) => {
      frameRenders.count += 1;
      return <actual.FormFrame {...props} />;
    },
  };
});

const design: FormDesign = {
  Item: ({ children }) => <div>{children}</div>,
  DropZone: () => null,
};
const input = (n: number, label = `字段${n}`): FieldSchema => ({ jnpfKey: 'input', vModel: `f${n}`, label });

function rerender(view: ReturnType<typeof renderForm>, schema: ReturnType<typeof formOf>) {
  view.rerender(
    <RuntimeProvider value={{ transport: () => Promise.reject(new Error('no server')), permissionList: [] }}>
      <FormRenderer schema={schema} mode="create" design={design} />
    </RuntimeProvider>,
  );
}

describe('a new schema for the same form', () => {
  it('redraws the fields inside the frame, not the frame, until the label layout changes', () => {
    const view = renderForm(formOf([input(1), input(2)]), { design });
    const before = frameRenders.count;
    rerender(view, formOf([input(1, '改过'), input(2)]));
    rerender(view, formOf([input(1, '改过'), input(2), input(3)]));
    // The edit and the new field are on the screen, and the frame did not render for them:
    // rendering it sends a new antd Form context through every fiber of the form.
    expect(screen.getByText('改过', { selector: 'label' })).toBeTruthy();
    expect(screen.getByText('字段3', { selector: 'label' })).toBeTruthy();
    expect(frameRenders.count).toBe(before);

    rerender(view, formOf([input(1, '改过'), input(2), input(3)], { labelWidth: 160 }));
    expect(frameRenders.count).toBe(before + 1);
  });
});
