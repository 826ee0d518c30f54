import { act, render, screen } from '@testing-library/react';
import { Profiler, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { relationModelName } from '../sub-table/cells.js';
import { RelationDataProvider, usePublishRelation, useRelationValue } from './RelationDataProvider.js';
import { createRelationStore, type RelationRow } from './relation-store.js';

/** Stands for a relation field: shares `row` under `vModel`. */
function Publisher({ vModel, row }: { vModel: string; row: RelationRow | null }) {
  const publish = usePublishRelation(vModel);
  useEffect(() => publish(row), [publish, row]);
  return null;
}

/** Stands for an attribute field. */
function Attr({ vModel, showField, testId }: { vModel: string; showField: string; testId: string }) {
  const value = useRelationValue(vModel, showField);
  return <span data-testid={testId}>{value === undefined ? '' : String(value)}</span>;
}

describe('relation data', () => {
  it('shows the attribute of the row a relation field published, and follows it', () => {
    const { rerender } = render(
      <RelationDataProvider>
        <Publisher vModel="customer" row={{ contact: '张伟' }} />
        <Attr vModel="customer" showField="contact" testId="contact" />
      </RelationDataProvider>,
    );
    expect(screen.getByTestId('contact').textContent).toBe('张伟');
    rerender(
      <RelationDataProvider>
        <Publisher vModel="customer" row={null} />
        <Attr vModel="customer" showField="contact" testId="contact" />
      </RelationDataProvider>,
    );
    expect(screen.getByTestId('contact').textContent).toBe('');
  });

  it('re-renders only the attributes of the relation that changed', () => {
    const store = createRelationStore();
    const commits: Record<string, number> = { contact: 0, applicant: 0 };
    const count = (id: string) => {
      commits[id] = (commits[id] ?? 0) + 1;
    };
    render(
      <RelationDataProvider store={store}>
        <Profiler id="contact" onRender={count}>
          <Attr vModel="customer" showField="contact" testId="contact" />
        </Profiler>
        <Profiler id="applicant" onRender={count}>
          <Attr vModel="leave" showField="applicant" testId="applicant" />
        </Profiler>
      </RelationDataProvider>,
    );
    const before = { ...commits };
    act(() => store.set('customer', { contact: '李娜' }));
    expect(screen.getByTestId('contact').textContent).toBe('李娜');
    expect(commits.contact).toBe((before.contact ?? 0) + 1);
    expect(commits.applicant).toBe(before.applicant);
  });

  it('works without a provider: publishing does nothing and attributes are empty', () => {
    render(
      <>
        <Publisher vModel="customer" row={{ contact: '张伟' }} />
        <Attr vModel="customer" showField="contact" testId="contact" />
      </>,
    );
    expect(screen.getByTestId('contact').textContent).toBe('');
  });

  it('takes back its row when the field goes, but not a row published there since', () => {
    const store = createRelationStore();
    const { rerender } = render(
      <RelationDataProvider store={store}>
        <Publisher vModel="customer" row={{ contact: '张伟' }} />
      </RelationDataProvider>,
    );
    rerender(<RelationDataProvider store={store}>{null}</RelationDataProvider>);
    expect(store.get('customer')).toBeNull();

    rerender(
      <RelationDataProvider store={store}>
        <Publisher vModel="customer" row={{ contact: '张伟' }} />
      </RelationDataProvider>,
    );
    act(() => store.set('customer', { contact: '王强' }));
    rerender(<RelationDataProvider store={store}>{null}</RelationDataProvider>);
    expect(store.get('customer')).toEqual({ contact: '王强' });
  });

  it("moves a sub-table row's relation when the rows are renumbered", () => {
    const store = createRelationStore();
    const row = { contact: '陈静' };
    const { rerender } = render(
      <RelationDataProvider store={store}>
        <Publisher vModel={relationModelName('customer', 2)} row={row} />
      </RelationDataProvider>,
    );
    expect(store.get('customer_jnpfRelation_2')).toBe(row);
    rerender(
      <RelationDataProvider store={store}>
        <Publisher vModel={relationModelName('customer', 1)} row={row} />
      </RelationDataProvider>,
    );
    expect(store.get('customer_jnpfRelation_1')).toBe(row);
    expect(store.get('customer_jnpfRelation_2')).toBeNull();
  });
});
