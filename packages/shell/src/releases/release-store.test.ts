import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedShell } from '../chat/chat-feed.js';
import { fakeConnection } from '../chat/fake-socket.js';
import { useReleasedVersion, useReleaseStore } from './release-store.js';

describe('releases announced over the socket', () => {
  afterEach(() => useReleaseStore.setState({ versions: new Map() }));

  it("give an open page of the model the newest version, and leave other models' pages alone", () => {
    const { connection, latest } = fakeConnection();
    const stop = feedShell(connection);
    connection.start('token-1');
    latest().open();
    const leave = renderHook(() => useReleasedVersion('model-leave'));
    const other = renderHook(() => useReleasedVersion('model-other'));
    expect(leave.result.current).toBeUndefined();

    act(() => latest().receive({ method: 'designReleased', modelId: 'model-leave', version: 3 }));
    expect(leave.result.current).toBe(3);
    // An announcement arriving late (an older version) or malformed changes nothing.
    act(() => latest().receive({ method: 'designReleased', modelId: 'model-leave', version: 2 }));
    act(() => latest().receive({ method: 'designReleased', modelId: 'model-leave', version: '9' }));
    act(() => latest().receive({ method: 'designReleased', modelId: '__proto__' }));
    expect(leave.result.current).toBe(3);
    expect(other.result.current).toBeUndefined();
    stop();
    connection.stop();
  });
});
