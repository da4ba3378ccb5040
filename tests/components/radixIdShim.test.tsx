import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, startTransition, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from '../../src/app/radixIdShim';

function Labelled({ given }: { given?: string }) {
  return <p data-testid={given ?? 'auto'}>{useId(given)}</p>;
}

describe("the stand-in for Radix's useId", () => {
  it("gives Radix's ids: radix- and React's id, or the one asked for; the same on the server", () => {
    render(
      <>
        <Labelled />
        <Labelled given="menu-1" />
        <div>
          <Labelled />
        </div>
      </>,
    );
    const [first, second] = screen.getAllByTestId('auto').map((element) => element.textContent);
    expect(first).toMatch(/^radix-\S+$/);
    expect(second).toMatch(/^radix-\S+$/);
    expect(first).not.toBe(second);
    expect(screen.getByTestId('menu-1').textContent).toBe('menu-1');
    expect(renderToString(<Labelled given="x" />)).toContain('>x</p>');
  });

  it('leaves nothing to render again: a render in a transition is the only one', async () => {
    const phases: string[] = [];
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <Profiler id="ids" onRender={(_id, phase) => phases.push(phase)}>
          <Labelled />
          <button type="button" onClick={() => startTransition(() => setCount(count + 1))}>
            {count}
          </button>
        </Profiler>
      );
    }
    render(<Parent />);
    await act(async () => {
      await Promise.resolve();
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByText('1')).toBeTruthy();
    expect(phases).toEqual(['mount', 'update']);
  });
});
