import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  RepositoryDialog,
  type RepositoryDialogProps,
} from '../../../src/components/architecture/RepositoryDialog';
import { Button } from '../../../src/components/primitives/Button';
import { repositoryName } from '../../../src/data/architecture';
import { loadStoryStrings } from '../../support/storyI18n';
import { docsFrame, loadedI18n } from '../../support/storyKit';
import { longWord, repositoryEntries } from './architectureStoryProps';

const en = (await loadStoryStrings('en', ['architecture'])).t;

/** The dialog with the button that opens it, as on the screen; `translate` follows the toolbar. */
function WithTrigger({ translate, ...args }: RepositoryDialogProps & { translate: boolean }) {
  const { t } = useTranslation('architecture');
  const [open, setOpen] = useState(args.open);
  const opener = useRef<HTMLButtonElement>(null);
  const text = translate
    ? {
        title: t('repository.title'),
        description: t('repository.description'),
        listLabel: t('repository.listLabel'),
        entries: repositoryEntries(t),
        access: t('repository.access'),
        closeLabel: t('repository.closeLabel'),
        closeButtonLabel: t('repository.close'),
      }
    : {};
  return (
    <>
      <Button ref={opener} type="button" onClick={() => setOpen(true)}>
        {t('intro.viewOnGithub')}
      </Button>
      <RepositoryDialog
        {...args}
        {...text}
        open={open}
        returnFocusTo={opener}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Architecture/RepositoryDialog',
  component: RepositoryDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: en('architecture:repository.title'),
    description: en('architecture:repository.description'),
    repository: repositoryName,
    listLabel: en('architecture:repository.listLabel'),
    entries: repositoryEntries(en),
    access: en('architecture:repository.access'),
    closeLabel: en('architecture:repository.closeLabel'),
    closeButtonLabel: en('architecture:repository.close'),
  },
  parameters: { i18nNamespaces: ['architecture'], docs: { story: docsFrame(620) } },
  render: (args) => <WithTrigger {...args} translate />,
} satisfies Meta<typeof RepositoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    const dialog = await screen.findByRole('dialog', { name: t('architecture:repository.title') });
    await step('lists the repository folders as text', async () => {
      const list = within(dialog).getByRole('list', { name: t('architecture:repository.listLabel') });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
      await expect(dialog).toHaveTextContent(repositoryName);
    });
    await step('the Close button closes it', async () => {
      const close = within(dialog).getByRole('button', { name: t('architecture:repository.close') });
      // Radix takes pointer events from the page and gives them back to the dialog a render later.
      await waitFor(() => expect(getComputedStyle(close).pointerEvents).not.toBe('none'));
      await userEvent.click(close);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

/** Closed: the trigger opens it; Esc closes it and focus returns to the trigger. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    const trigger = canvas.getByRole('button', { name: t('architecture:intro.viewOnGithub') });
    await step('opens from the button', async () => {
      await userEvent.click(trigger);
      await expect(await screen.findByRole('dialog')).toBeVisible();
    });
    await step('Esc closes it and gives focus back', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

export const LongText: Story = {
  render: (args) => <WithTrigger {...args} translate={false} />,
  args: {
    description: `${en('architecture:repository.description')} ${longWord}`,
    entries: repositoryEntries(en).map((entry) => ({
      ...entry,
      path: `${entry.path}/${longWord}`,
      description: `${entry.description} ${longWord}`,
    })),
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
