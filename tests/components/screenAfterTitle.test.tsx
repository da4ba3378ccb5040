import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeTitle as title } from '../support/i18n';
import { renderApp, shellReady } from '../support/renderApp';

/** What each commit of the app left on the page: the title, and whether the screen is still to come. */
function commitLog() {
  const commits: { title: string | undefined; pending: boolean }[] = [];
  const onRender = () => {
    commits.push({
      title: document.querySelector('main h1')?.textContent ?? undefined,
      // The screen's place is busy until the screen is in.
      pending: document.querySelector('main [data-screen-pending][aria-busy="true"]') !== null,
    });
  };
  return { commits, onRender };
}

const firstWithTitle = (commits: ReturnType<typeof commitLog>['commits'], text: string) =>
  commits.find((commit) => commit.title === text);

describe('a screen the member moves to', () => {
  it('shows its title and its place first, then the screen in a commit of its own', async () => {
    const { commits, onRender } = commitLog();
    const { container, router } = renderApp('/', { onRender });
    await shellReady(container);
    await screen.findByRole('heading', { level: 1, name: title('home') });
    // The page's first screen comes with its title.
    expect(firstWithTitle(commits, title('home'))).toEqual({ title: title('home'), pending: false });

    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: title('dashboard') });
    expect(firstWithTitle(commits, title('dashboard'))).toEqual({ title: title('dashboard'), pending: true });
    await waitFor(() => expect(container.querySelector('[data-screen-pending]')).toBeNull());
    await screen.findByRole('heading', { name: 'AI Trade Matching' });
  });

  it('comes with its title on Back and Forward, and on a link to an element of it', async () => {
    const { commits, onRender } = commitLog();
    const { container, router } = renderApp('/', { onRender });
    await shellReady(container);
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: title('dashboard') });
    await waitFor(() => expect(container.querySelector('[data-screen-pending]')).toBeNull());

    commits.length = 0;
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: title('home') });
    expect(firstWithTitle(commits, title('home'))).toEqual({ title: title('home'), pending: false });

    commits.length = 0;
    await act(() => router.navigate('/architecture#layers'));
    await screen.findByRole('heading', { level: 1, name: title('architecture') });
    expect(firstWithTitle(commits, title('architecture'))).toEqual({
      title: title('architecture'),
      pending: false,
    });
  });
});
