import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, startTransition, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavBar } from '../../src/components/shell/NavBar';
import { theme } from '../../src/theme/themes';

const model = {
  label: 'Main navigation',
  direct: [
    { id: 'home', label: 'Home', to: '/' },
    { id: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  ],
  groups: [
    { id: 'finance', label: 'Finance', links: [{ id: 'payments', label: 'Payments', to: '/payments' }] },
  ],
};

/** The bar in a Profiler, and a button that moves the current page in a transition, as a navigation does. */
function Page({ phases }: { phases: string[] }) {
  const [current, setCurrent] = useState('home');
  return (
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <Profiler id="bar" onRender={(_id, phase) => phases.push(phase)}>
          <NavBar {...model} currentId={current} dir="ltr" />
        </Profiler>
        <button type="button" onClick={() => startTransition(() => setCurrent('dashboard'))}>
          move
        </button>
      </ThemeProvider>
    </MemoryRouter>
  );
}

describe('the navigation bar', () => {
  it('with no group open, the focus leaving it or a followed link leaves nothing for the next navigation to render again', () => {
    const phases: string[] = [];
    render(<Page phases={phases} />);
    const link = screen.getByRole('link', { name: 'Dashboard' });
    const outside = screen.getByRole('button', { name: 'move' });
    fireEvent.blur(link, { relatedTarget: outside });
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));

    phases.length = 0;
    act(() => fireEvent.click(outside));
    // One commit: an update left queued by closing a closed group would render the bar again, urgently.
    expect(phases).toEqual(['update']);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });
});
