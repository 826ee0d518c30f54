import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formOf, itemOf, renderForm } from './test-kit.js';

type Marked = typeof globalThis & { __ran?: number };

describe('designer texts written as Formily expressions', () => {
  afterEach(() => {
    delete (globalThis as Marked).__ran;
  });

  it('show as typed and never run: label, placeholder, option and default value', () => {
    renderForm(
      formOf([
        {
          jnpfKey: 'input',
          vModel: 'code',
          label: '{{globalThis.__ran = 1}}',
          defaultValue: '{{globalThis.__ran = 2}}',
          props: { placeholder: '{{globalThis.__ran = 3}}' },
        },
        {
          jnpfKey: 'select',
          vModel: 'kind',
          label: '类别',
          props: {
            dataType: 'static',
            placeholder: '{{globalThis.__ran = 4}}',
            options: [{ label: '{{globalThis.__ran = 5}}', value: 'a' }],
          },
        },
      ]),
    );
    expect((globalThis as Marked).__ran).toBeUndefined();
    const code = itemOf('{{globalThis.__ran = 1}}').querySelector('input');
    expect(code?.value).toBe('{{globalThis.__ran = 2}}');
    expect(code?.placeholder).toBe('{{globalThis.__ran = 3}}');
    expect(screen.getByText('{{globalThis.__ran = 4}}')).toBeTruthy();
  });
});
