import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnUse } from './load-on-use.js';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('a component loaded on first use', () => {
  it('holds the place until its code arrives, fetches it once, then draws new ones at once', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Lazy = loadOnUse(load, 'Greeting');

    const first = render(<Lazy name="a" />);
    expect(first.container.querySelector('.fw-widget-loading')).not.toBeNull();
    expect(Lazy.isLoaded()).toBe(false);
    arrive(Greeting);
    expect(await screen.findByText('hello a')).toBeTruthy();
    first.unmount();

    render(<Lazy name="b" />);
    // Synchronously: no placeholder once the code is here.
    expect(screen.getByText('hello b')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(Lazy.isLoaded()).toBe(true);
  });

  it('reports a failed fetch to the error boundary, and fetches again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = loadOnUse(load, 'Greeting');
    render(
      <Boundary>
        <Lazy name="a" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: offline')).toBeTruthy();

    await Lazy.preload();
    render(<Lazy name="again" />);
    expect(screen.getByText('hello again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
