import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CommandPalette, type PaletteSection } from '../../../src/components/palette/CommandPalette';
import {
  buildCommandIndex,
  commandIndexNamespaces,
  paletteResults,
  type CommandEntry,
  type Translate,
} from '../../../src/data/commandIndex';
import { languageNames } from '../../../src/platform/languageNames';
import { useWorldDay } from '../../../src/platform/worldDay';
import { docsFrame, loadedI18n, useDirection } from '../../support/storyKit';

/** The palette as the app fills it: the real index in the story's language. */
function sectionsFor(
  t: Translate,
  day: string,
  query: string,
  recentIds: readonly string[],
): PaletteSection[] {
  const index = buildCommandIndex(t, languageNames, day);
  const { recent, results } = paletteResults(index, query, recentIds);
  const items = (entries: readonly CommandEntry[]) =>
    entries.map((entry) => ({
      id: entry.id,
      label: entry.label,
      detail: entry.detail,
      kindLabel: t(`common:palette.kinds.${entry.kind}`),
    }));
  return [
    { id: 'recent', title: t('common:palette.recent'), items: items(recent) },
    { id: 'results', title: t('common:palette.results'), items: items(results.slice(0, 50)) },
  ];
}

interface StoryArgs {
  query: string;
  recentIds: readonly string[];
  highlighted: number;
  loading?: boolean;
  /** Replaces the sections (the long-names story). */
  sections?: PaletteSection[];
  onQueryChange: (query: string) => void;
  onMove: (move: string) => void;
  onHover: (index: number) => void;
  onPick: (id: string) => void;
  onClose: () => void;
}

function PaletteStory(args: StoryArgs & { t: Translate }) {
  const dir = useDirection();
  const day = useWorldDay();
  const { t } = args;
  const sections = args.sections ?? sectionsFor(t, day, args.query, args.recentIds);
  const count = sections.reduce((sum, section) => sum + section.items.length, 0);
  return (
    <CommandPalette
      open
      query={args.query}
      sections={sections}
      highlighted={args.highlighted}
      announcement={t('common:palette.count', { count })}
      loadingNote={args.loading ? t('common:palette.loadingItems') : undefined}
      dir={dir}
      labels={{
        title: t('common:palette.title'),
        input: t('common:palette.inputLabel'),
        placeholder: t('common:palette.placeholder'),
        hint: t('common:palette.hint'),
        close: t('common:palette.close'),
        noResults: t('common:palette.noResults', { query: args.query.trim() }),
      }}
      onQueryChange={args.onQueryChange}
      onMove={args.onMove}
      onHover={args.onHover}
      onPick={args.onPick}
      onClose={args.onClose}
    />
  );
}

/**
 * The command palette (Ctrl/Cmd+K): a modal dialog with a search box and its results in sections, on
 * the WAI-ARIA combobox pattern. Props in, callbacks out: the command palette machine owns the query
 * and the highlight. Here it is filled from the app's real index in the toolbar's language.
 */
const meta = {
  title: 'Components/Palette/CommandPalette',
  subcomponents: { CommandPalette },
  args: {
    query: '',
    recentIds: [],
    highlighted: 0,
    onQueryChange: fn(),
    onMove: fn(),
    onHover: fn(),
    onPick: fn(),
    onClose: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    i18nNamespaces: [...commandIndexNamespaces],
    docs: { story: docsFrame(640) },
  },
  render: (args, { loaded }) => {
    const i18n = loadedI18n(loaded);
    return <PaletteStory {...args} t={(key, values) => i18n.t(key, values ?? {})} />;
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const palette = () => within(screen.getByTestId('command-palette'));

/** Empty query: the recent picks first, then the actions and screens. */
export const Empty: Story = {
  args: { recentIds: ['shipment:SH-2026-001', 'screen:srdWallet'] },
  play: async ({ args, step }) => {
    await step('a combobox controls the listbox, the first option is active', async () => {
      const input = await palette().findByRole('combobox');
      const listbox = palette().getByRole('listbox');
      await expect(input).toHaveAttribute('aria-controls', listbox.id);
      const options = palette().getAllByRole('option');
      await expect(options[0]).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
      await expect(options[0]).toHaveTextContent('SH-2026-001');
    });
    await step('arrows move, Enter picks the highlighted entry', async () => {
      const input = palette().getByRole('combobox');
      input.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onMove).toHaveBeenCalledWith('next');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPick).toHaveBeenCalledWith('shipment:SH-2026-001');
    });
  },
};

export const Results: Story = {
  args: { query: 'wallet', highlighted: 0 },
  play: async ({ args, step }) => {
    await step('the best match comes first and the count is announced politely', async () => {
      const options = await palette().findAllByRole('option');
      await expect(options[0]).toHaveTextContent('SRD Wallet');
      await expect(palette().getByRole('status')).toHaveTextContent(/result/);
    });
    await step('typing reports the text; a click picks', async () => {
      await userEvent.type(palette().getByRole('combobox'), 's');
      await expect(args.onQueryChange).toHaveBeenCalledWith('wallets');
      await userEvent.click(palette().getAllByRole('option')[0]!);
      await expect(args.onPick).toHaveBeenCalledWith('screen:srdWallet');
    });
  },
};

/** A query that matches nothing: no options, a plain message that shows the query as text. */
export const NoResults: Story = {
  args: { query: '<b>zzz</b>' },
  play: async ({ step }) => {
    await step('says nothing matches and keeps the typed text', async () => {
      await expect(await palette().findByText(/<b>zzz<\/b>/)).toBeInTheDocument();
      await expect(palette().queryAllByRole('option')).toHaveLength(0);
      await expect(palette().getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** Names far longer than the dialog wrap instead of overflowing it, at 390 px too. */
export const LongNames: Story = {
  args: {
    query: 'x',
    sections: [
      {
        id: 'results',
        title: 'Results',
        items: [
          {
            id: 'company:long',
            label:
              'Grand Consolidated Trans-Eurasian Agricultural Commodities and Heavy Machinery Exporters Cooperative Ltd.',
            detail:
              'Averyveryverylongidentifierwithoutanyspacesatallthatmustwrap-0x7f9a3c2e1b8d4f6a5c0e9b7d3a1f',
            kindLabel: 'Company',
          },
          { id: 'screen:home', label: 'Home', detail: '/', kindLabel: 'Screen' },
        ],
      },
    ],
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ step }) => {
    await step('the dialog does not scroll sideways', async () => {
      const dialog = await screen.findByTestId('command-palette');
      await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    });
  },
};

/** While the items' names load, screens and actions are listed and a note says items are coming. */
export const LoadingItems: Story = { args: { loading: true } };

export const Arabic: Story = {
  args: { query: 'محفظة' },
  globals: { locale: 'ar' },
  play: async ({ step }) => {
    await step('right to left, the Arabic name found', async () => {
      const dialog = await screen.findByTestId('command-palette');
      await expect(dialog).toHaveAttribute('dir', 'rtl');
      await expect((await palette().findAllByRole('option')).length).toBeGreaterThan(0);
    });
  },
};
