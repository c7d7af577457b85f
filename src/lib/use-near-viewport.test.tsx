import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observed: { callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];

class FakeObserver {
  entry: (typeof observed)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, disconnected: false };
    observed.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function Probe({ enabled }: { enabled: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(enabled, '0px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  observed = [];
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('watches only once enabled, turns near when the element enters the viewport, and stays near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<Probe enabled={false} />);
    expect(observed).toHaveLength(0);
    rerender(<Probe enabled />);
    expect(observed).toHaveLength(1);
    expect(observed[0]!.options).toEqual({ rootMargin: '0px' });
    act(() => observed[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observed[0]!.disconnected).toBe(true);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe enabled />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
