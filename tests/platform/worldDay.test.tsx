/**
 * The sample world's day as the page shows it (src/platform/worldDay.ts): a prerendered page hydrates
 * on the day it was rendered on, then shows today with the rest of the visit.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberGreenCertifiedOn } from '../../src/data/memberStanding';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { holdVisit, showVisit } from '../../src/platform/hydration';
import { liveWorldDay, pageWorldDay, setWorldDays, useWorldDay } from '../../src/platform/worldDay';

const pageDay = '2026-11-22';
const liveDay = '2026-11-25';

/** A part of a page that shows the day and a sample date of that day, and how often it rendered. */
function certifiedPart() {
  const renders = { count: 0 };
  function Certified() {
    renders.count += 1;
    const day = useWorldDay();
    return (
      <p>
        on {day}: certified {memberGreenCertifiedOn(day)}
      </p>
    );
  }
  return { Certified, renders };
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  showVisit();
  // Modules outlive a test file (isolate: false): the days every other test reads, the anchor's.
  setWorldDays({ page: worldAnchorDay, live: worldAnchorDay });
});

/** The prerendered markup of `Part` on `day`, in a container of the document. */
function prerendered(Part: () => ReactNode, day: string): HTMLElement {
  setWorldDays({ page: day, live: day });
  const html = renderToString(<Part />);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('the world day', () => {
  it('is the days set, outside rendering: today for handlers, the page day for the first render', () => {
    setWorldDays({ page: pageDay, live: liveDay });
    expect(pageWorldDay()).toBe(pageDay);
    expect(liveWorldDay()).toBe(liveDay);
  });

  it('hydrates a page on the day it was rendered on, then shows today once the visit shows', async () => {
    const { Certified, renders } = certifiedPart();
    const page = prerendered(Certified, pageDay);
    expect(page.textContent).toBe('on 2026-11-22: certified 2026-09-28');
    setWorldDays({ page: pageDay, live: liveDay });
    const mismatch = vi.fn();
    holdVisit();
    act(() => {
      root = hydrateRoot(page, <Certified />, { onRecoverableError: mismatch });
    });
    renders.count = 0;
    expect(page.textContent).toBe('on 2026-11-22: certified 2026-09-28');
    expect(mismatch).not.toHaveBeenCalled();

    // Outside act, as in the browser: the visit shows in a transition, after the current task.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    showVisit();
    expect(page.textContent).toBe('on 2026-11-22: certified 2026-09-28');
    await waitFor(() => expect(page.textContent).toBe('on 2026-11-25: certified 2026-10-01'));
    expect(renders.count).toBe(1);
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('renders nothing again when the page was rendered today', () => {
    const { Certified, renders } = certifiedPart();
    const page = prerendered(Certified, liveDay);
    setWorldDays({ page: liveDay, live: liveDay });
    holdVisit();
    act(() => {
      root = hydrateRoot(page, <Certified />);
    });
    renders.count = 0;
    act(() => showVisit());
    expect(page.textContent).toBe('on 2026-11-25: certified 2026-10-01');
    expect(renders.count).toBe(0);
  });

  it('shows today from the first render in a page rendered afresh', () => {
    const { Certified } = certifiedPart();
    setWorldDays({ page: pageDay, live: liveDay });
    render(<Certified />);
    expect(screen.getByText('on 2026-11-25: certified 2026-10-01')).toBeTruthy();
  });
});
