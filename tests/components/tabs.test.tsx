import { ThemeProvider } from '@emotion/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from '../../src/components/primitives/Tabs';
import { theme } from '../../src/theme/themes';

const tabs = ['overview', 'send', 'history'] as const;

/** Wallet-like tabs: the first two kept in the address (links), the last a plain button. */
function AddressTabs({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string>('overview');
  return (
    <ThemeProvider theme={theme}>
      <Tabs
        value={value}
        onValueChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      >
        <TabList aria-label="Wallet sections">
          {tabs.map((id) => (
            <Tab key={id} value={id} href={id === 'history' ? undefined : `/srd-wallet?tab=${id}`}>
              {id}
            </Tab>
          ))}
        </TabList>
        {tabs.map((id) => (
          <TabPanel key={id} value={id}>
            {`${id} panel`}
          </TabPanel>
        ))}
      </Tabs>
    </ThemeProvider>
  );
}

/**
 * Whether a click on `target` is left to the browser (the link followed). A listener on the window,
 * after React's, reads the verdict and then keeps the test's page where it is.
 */
function followsLink(target: Element, init: MouseEventInit = {}) {
  let followed = false;
  const verdict = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', verdict);
  act(() => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  window.removeEventListener('click', verdict);
  return followed;
}

const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(cleanup);

describe('a tab with an address', () => {
  it('is a link to it with the tab role and state; a tab without one stays a button', () => {
    render(<AddressTabs onChange={() => {}} />);
    expect(tab('send').tagName).toBe('A');
    expect(tab('send').getAttribute('href')).toBe('/srd-wallet?tab=send');
    expect(tab('send').hasAttribute('type')).toBe(false);
    expect(tab('send').hasAttribute('disabled')).toBe(false);
    expect(tab('overview').getAttribute('aria-selected')).toBe('true');
    expect(tab('send').getAttribute('aria-selected')).toBe('false');
    expect(tab('send').getAttribute('aria-controls')).toMatch(/send$/);
    expect(tab('history').tagName).toBe('BUTTON');
    expect(tab('history').getAttribute('type')).toBe('button');
  });

  it('switches in place on a plain click, without following the link', async () => {
    const onChange = vi.fn();
    render(<AddressTabs onChange={onChange} />);
    await userEvent.click(tab('send'));
    expect(onChange).toHaveBeenLastCalledWith('send');
    expect(tab('send').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('send panel');
    // The click that ends the press is the link's: the tab is selected, so it is kept from the browser.
    expect(followsLink(tab('send'))).toBe(false);
  });

  it('keeps every plain click from the browser, on the open tab too', () => {
    render(<AddressTabs onChange={() => {}} />);
    expect(followsLink(tab('overview'))).toBe(false);
    expect(followsLink(tab('send'))).toBe(false);
  });

  it.each([['ctrlKey'], ['metaKey'], ['shiftKey']] as const)(
    'leaves a click with %s to the browser (a new tab or window) and stays on the open tab',
    (modifier) => {
      const onChange = vi.fn();
      render(<AddressTabs onChange={onChange} />);
      const press = new MouseEvent('mousedown', {
        bubbles: true,
        cancelable: true,
        button: 0,
        [modifier]: true,
      });
      act(() => {
        tab('send').dispatchEvent(press);
      });
      expect(press.defaultPrevented).toBe(true);
      expect(followsLink(tab('send'), { [modifier]: true })).toBe(true);
      expect(onChange).not.toHaveBeenCalled();
      expect(tab('overview').getAttribute('aria-selected')).toBe('true');
    },
  );

  it('keeps the keys of a tab: arrows select, Space does not scroll, Ctrl+Enter is left to the link', async () => {
    const onChange = vi.fn();
    render(<AddressTabs onChange={onChange} />);
    act(() => tab('overview').focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('send'));
    expect(tab('send').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(tab('history').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(tab('overview').getAttribute('aria-selected')).toBe('true');
    expect(fireEvent.keyDown(tab('overview'), { key: ' ' })).toBe(false);
    onChange.mockClear();
    expect(fireEvent.keyDown(tab('overview'), { key: 'Enter', ctrlKey: true })).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
