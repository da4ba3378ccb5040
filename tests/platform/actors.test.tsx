import { useSelector } from '@xstate/react';
import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, setup } from 'xstate';
import { useAppActorRef, useSendOnChange } from '../../src/platform/actors';

/** A machine that follows a value it does not own, starting from the first render's; it counts what it is sent. */
const follower = setup({
  types: {
    context: {} as { value: string; sends: number },
    input: {} as { value: string | null },
    events: {} as { type: 'follow'; value: string },
  },
}).createMachine({
  context: ({ input }) => ({ value: input.value ?? 'none', sends: 0 }),
  on: {
    follow: {
      actions: assign({ value: ({ event }) => event.value, sends: ({ context }) => context.sends + 1 }),
    },
  },
});

function Follower({ value }: { value: string | null }) {
  const actor = useAppActorRef(follower, { input: { value } });
  useSendOnChange(actor, value === null ? null : { type: 'follow', value });
  const followed = useSelector(actor, (snapshot) => snapshot.context.value);
  const sends = useSelector(actor, (snapshot) => snapshot.context.sends);
  return (
    <p>
      <span data-testid="prop">{value}</span> <span data-testid="followed">{followed}</span>{' '}
      <span data-testid="sends">{sends}</span>
    </p>
  );
}

let container: HTMLElement;
let root: Root;
const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;

/** Renders in a transition (as the app's moves do) and records what the page holds at each mutation. */
async function renderRecording(element: ReactNode, until: () => boolean): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(`${text('prop')} ${text('followed')}`));
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  startTransition(() => root.render(element));
  await vi.waitFor(() => expect(until()).toBe(true));
  observer.disconnect();
  return seen;
}

describe('useSendOnChange', () => {
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('sends on mount, then whenever the value changes, before the page shows the new value', async () => {
    await renderRecording(<Follower value="a" />, () => text('sends') === '1');
    expect(text('followed')).toBe('a');

    const moved = await renderRecording(<Follower value="b" />, () => text('followed') === 'b');
    // Never the new value beside the old one it follows, in any state the page reaches.
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.filter((state) => state !== 'b b')).toEqual([]);
    expect(text('sends')).toBe('2');

    // The same value again (a new event object) sends nothing.
    await renderRecording(<Follower value="b" />, () => true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(text('sends')).toBe('2');
  });

  it('sends nothing for null', async () => {
    await renderRecording(<Follower value={null} />, () => text('followed') === 'none');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(text('sends')).toBe('0');
  });
});
