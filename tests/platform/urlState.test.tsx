import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { adminTabs } from '../../src/data/adminConsole';
import { gatewayTabs } from '../../src/data/apiGateway';
import { blockchainTabs } from '../../src/data/blockchainMonitor';
import { complianceTabs } from '../../src/data/complianceRules';
import { iotTabs } from '../../src/data/iotLogistics';
import { profileTabs } from '../../src/data/memberProfile';
import { serviceIds } from '../../src/data/microservicesHub';
import { walletTabs } from '../../src/data/srdWallet';
import { idFrom, idOf, oneOf, text, useUrlState, useUrlTab } from '../../src/platform/urlState';

/** Text a `?tab=` may carry that is no tab: each falls back to the first tab. */
const unknownTabs = [
  null,
  '',
  '   ',
  ' send',
  'SEND',
  'Settings',
  '<b>send</b>',
  '<script>',
  '"><img src=x>',
  '.*',
];
unknownTabs.push('constructor', 'x'.repeat(5000));

describe('oneOf: a tab or a filter from the URL', () => {
  it.each([
    ['wallet', walletTabs, 'overview'],
    ['API gateway', gatewayTabs, 'overview'],
    ['IoT logistics', iotTabs, 'overview'],
    ['blockchain monitor', blockchainTabs, 'transactions'],
    ['microservices hub', serviceIds, 'valuation'],
    ['member profile', profileTabs, 'overview'],
    ['compliance dashboard', complianceTabs, 'documents'],
    ['admin console', adminTabs, 'overview'],
  ] as const)('%s: every tab opens itself, anything else the first (%s)', (_, tabs, first) => {
    const param = oneOf(tabs);
    for (const tab of tabs) expect(param.parse(tab)).toBe(tab);
    for (const value of unknownTabs) expect(param.parse(value)).toBe(first);
  });

  it('writes every value but the fallback, which leaves the address', () => {
    const param = oneOf(walletTabs);
    expect(param.format('history')).toBe('history');
    expect(param.format('overview')).toBeNull();
  });

  it('takes a fallback outside the list ("all" for a filter)', () => {
    const param = oneOf(['high', 'low'], 'all');
    expect(param.parse('high')).toBe('high');
    expect(param.parse('HIGH')).toBe('all');
    expect(param.parse(null)).toBe('all');
    expect(param.format('all')).toBeNull();
  });
});

describe('text and idOf', () => {
  it('text keeps what was written, missing is empty and empty leaves the address', () => {
    expect(text.parse('<b>wheat</b> & oil')).toBe('<b>wheat</b> & oil');
    expect(text.parse(null)).toBe('');
    expect(text.format('')).toBeNull();
    expect(text.format('oil')).toBe('oil');
  });

  it('idOf gives a known id, the first item for a missing or unknown one, and always writes the id', () => {
    const param = idOf([{ id: 'PO-1' }, { id: 'PO-2' }]);
    expect(param.parse('PO-2')).toBe('PO-2');
    expect(param.parse('po-2')).toBe('PO-1');
    expect(param.parse(null)).toBe('PO-1');
    expect(param.format('PO-1')).toBe('PO-1');
    expect(idOf([]).parse('PO-1')).toBe('');
  });

  it('idFrom gives the id of the item its resolver finds, by whichever name the text uses', () => {
    const declarations = [
      { id: 'CC-1', shipmentId: 'SH-9' },
      { id: 'CC-2', shipmentId: 'SH-7' },
    ];
    const param = idFrom(
      (raw) => declarations.find((item) => item.id === raw || item.shipmentId === raw) ?? declarations[0],
    );
    expect(param.parse('SH-7')).toBe('CC-2');
    expect(param.parse('CC-2')).toBe('CC-2');
    expect(param.parse('SH-1')).toBe('CC-1');
  });
});

let renders = 0;
function WalletTabs() {
  const [tab, openTab, tabAddress] = useUrlTab(walletTabs);
  const [query, setQuery] = useUrlState('q', text);
  return (
    <div>
      <output aria-label="tab">{tab}</output>
      <output aria-label="query">{query}</output>
      <output aria-label="addresses">{walletTabs.map(tabAddress).join(' ')}</output>
      <button onClick={() => openTab('send')}>send</button>
      <button onClick={() => openTab('overview')}>overview</button>
      <button onClick={() => openTab('not-a-tab')}>bad</button>
      <button onClick={() => setQuery('oil')}>search</button>
    </div>
  );
}
const routes = [
  {
    path: '/wallet',
    element: (
      <Profiler id="tabs" onRender={() => (renders += 1)}>
        <WalletTabs />
      </Profiler>
    ),
  },
  { path: '/other', element: <p>other</p> },
];
const shown = (name: string) => screen.getByRole('status', { name }).textContent;
const click = (name: string) => act(() => Promise.resolve(screen.getByRole('button', { name }).click()));

let router: DataRouter | undefined;
afterEach(() => {
  cleanup();
  router?.dispose();
  router = undefined;
  renders = 0;
});

describe('useUrlTab in the browser', () => {
  const open = (url: string) => {
    window.history.replaceState(null, '', url);
    router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
  };

  it('reads the tab from the address, an unknown one as the first tab', () => {
    open('/wallet?tab=history');
    expect(shown('tab')).toBe('history');
    cleanup();
    router?.dispose();
    open('/wallet?tab=%3Cb%3E');
    expect(shown('tab')).toBe('overview');
  });

  it('writes the address in place, without a router navigation, keeping the other parameters', async () => {
    open('/wallet?statement=2026-11#top');
    const location = router?.state.location;
    const historyLength = window.history.length;
    await click('send');
    expect(shown('tab')).toBe('send');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/wallet?statement=2026-11&tab=send#top',
    );
    expect(window.history.length).toBe(historyLength);
    expect(router?.state.location).toBe(location);
    await click('overview');
    expect(window.location.search).toBe('?statement=2026-11');
    await click('bad');
    expect(shown('tab')).toBe('overview');
  });

  it("gives each tab's address: the current one with that tab, the first tab's without it", async () => {
    open('/wallet?statement=2026-11&tab=history#top');
    expect(shown('addresses')).toBe(
      '/wallet?statement=2026-11 /wallet?statement=2026-11&tab=send /wallet?statement=2026-11&tab=receive /wallet?statement=2026-11&tab=history',
    );
    await click('search');
    expect(shown('addresses')).toContain('/wallet?statement=2026-11&tab=send&q=oil');
  });

  it('re-renders only the reader for a change', async () => {
    open('/wallet');
    const before = renders;
    await click('send');
    expect(renders - before).toBe(1);
  });
});

describe('useUrlTab under an in-memory router (Back and Forward)', () => {
  const open = (url: string) => {
    window.history.replaceState(null, '', '/iframe.html');
    router = createMemoryRouter(routes, { initialEntries: [url] });
    render(<RouterProvider router={router} />);
  };

  it('follows a link to another tab, and Back and Forward between them', async () => {
    open('/wallet');
    await act(() => router?.navigate('/wallet?tab=history'));
    expect(shown('tab')).toBe('history');
    await act(() => router?.navigate(-1));
    expect(shown('tab')).toBe('overview');
    await act(() => router?.navigate(1));
    expect(shown('tab')).toBe('history');
  });

  it('keeps a tab opened on an entry when the member comes Back to it', async () => {
    open('/wallet');
    await click('send');
    await act(() => router?.navigate('/wallet?tab=receive'));
    expect(shown('tab')).toBe('receive');
    await act(() => router?.navigate(-1));
    expect(shown('tab')).toBe('send');
  });

  it('a new navigation reads its own address, not what was written before', async () => {
    open('/wallet');
    await click('send');
    await act(() => router?.navigate('/wallet'));
    expect(shown('tab')).toBe('overview');
  });
});
