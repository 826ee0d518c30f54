import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertWidget } from './AlertWidget.js';

describe('AlertWidget', () => {
  it('takes its message from title, then content, then label', () => {
    render(<AlertWidget content="内容" label="标签" />);
    expect(screen.getByRole('alert').textContent).toContain('内容');
  });

  it('falls back to an info alert for an unknown type', () => {
    render(<AlertWidget title="提示" type="purple" />);
    expect(screen.getByRole('alert').className).toContain('ant-alert-info');
  });
});
