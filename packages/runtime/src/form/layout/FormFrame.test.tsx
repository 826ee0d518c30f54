import { render } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { FormFrame } from './FormFrame.js';

const settings = (labelWidth: number) => ({
  labelPosition: 'right' as const,
  labelWidth,
  size: 'default' as const,
});

describe('FormFrame', () => {
  it('does not re-render the form items when it renders again with the same settings', () => {
    let itemRenders = 0;
    // One element for every render, so only a changed antd Form context can make it render again.
    const item = (
      <Form.Item shouldUpdate>
        {() => {
          itemRenders += 1;
          return <span>field</span>;
        }}
      </Form.Item>
    );
    const { rerender } = render(<FormFrame settings={settings(100)}>{item}</FormFrame>);
    const first = itemRenders;
    rerender(<FormFrame settings={settings(100)}>{item}</FormFrame>);
    rerender(<FormFrame settings={settings(100)}>{item}</FormFrame>);
    expect(itemRenders).toBe(first);
    // A real change of the label width still reaches the items.
    rerender(<FormFrame settings={settings(140)}>{item}</FormFrame>);
    expect(itemRenders).toBeGreaterThan(first);
  });
});
