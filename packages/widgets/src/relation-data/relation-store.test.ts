import { describe, expect, it, vi } from 'vitest';
import { createRelationStore } from './relation-store.js';

describe('relation store', () => {
  it('answers the row chosen under a vModel, and null for a field that chose nothing', () => {
    const store = createRelationStore();
    store.set('customer', { id: 'c1', contact: '张伟' });
    expect(store.get('customer')).toEqual({ id: 'c1', contact: '张伟' });
    expect(store.get('product')).toBeNull();
    store.set('customer', null);
    expect(store.get('customer')).toBeNull();
  });

  it("tells only the listeners of the vModel that changed, each sub-table row's relation apart", () => {
    const store = createRelationStore();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe('customer_jnpfRelation_0', first);
    store.subscribe('customer_jnpfRelation_1', second);
    store.set('customer_jnpfRelation_1', { id: 'c2' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the same row is set again, and after unsubscribing', () => {
    const store = createRelationStore();
    const row = { id: 'c1' };
    const listener = vi.fn();
    const unsubscribe = store.subscribe('customer', listener);
    store.set('customer', row);
    store.set('customer', row);
    store.set('product', null);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('customer', null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
