import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelationDataProvider } from '../relation-data/RelationDataProvider.js';
import { createRelationStore } from '../relation-data/relation-store.js';
import { PopupAttrWidget, RelationFormAttrWidget } from './RelationAttrWidget.js';

describe('relation attribute widgets', () => {
  it("show the chosen record's showField as text, following the relation", () => {
    const store = createRelationStore();
    store.set('leave', { applicant: '王芳', approvers: [{ fullName: '李强' }, { fullName: '张敏' }] });
    render(
      <RelationDataProvider store={store}>
        <p data-testid="approvers">
          <RelationFormAttrWidget relationField="leave" showField="approvers" />
        </p>
        <p data-testid="contact">
          <PopupAttrWidget relationField="customer" showField="contact" />
        </p>
      </RelationDataProvider>,
    );
    expect(screen.getByTestId('approvers').textContent).toBe('李强,张敏');
    expect(screen.getByTestId('contact').textContent).toBe('');
    act(() => store.set('customer', { contact: '赵敏' }));
    expect(screen.getByTestId('contact').textContent).toBe('赵敏');
    act(() => store.set('customer', null));
    expect(screen.getByTestId('contact').textContent).toBe('');
  });

  it('show nothing without a showField or a relationField', () => {
    const store = createRelationStore();
    store.set('leave', { applicant: '王芳' });
    render(
      <RelationDataProvider store={store}>
        <p data-testid="no-show">
          <RelationFormAttrWidget relationField="leave" />
        </p>
        <p data-testid="no-relation">
          <RelationFormAttrWidget showField="applicant" />
        </p>
      </RelationDataProvider>,
    );
    expect(screen.getByTestId('no-show').textContent).toBe('');
    expect(screen.getByTestId('no-relation').textContent).toBe('');
  });
});
