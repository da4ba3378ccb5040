import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplateGrid, type TemplateView } from '../../../src/components/smartContracts/TemplateGrid';

const templates: TemplateView[] = [
  ['tpl-barter', 'Multi-Party Barter', '450,000', ['Multi-party', 'Escrow', 'AI valuation']],
  ['tpl-escrow', 'Milestone Escrow', '320,000', ['Multi-sig', 'Milestones']],
  ['tpl-supply', 'Supply Chain Finance', '280,000', ['IoT tracking', 'Customs']],
].map(([id, name, gas, features]) => ({
  id: id as string,
  name: name as string,
  description: 'What the template does.',
  gas: `Est. gas: ${gas as string}`,
  features: features as string[],
  selected: false,
  useLabel: `Use Template: ${name as string}`,
}));

const meta = {
  title: 'Components/SmartContracts/TemplateGrid',
  component: TemplateGrid,
  args: {
    heading: 'Contract Templates',
    description: 'Choose a template for the deploy panel.',
    templates,
    useText: 'Use Template',
    selectedText: 'Selected',
    featuresLabel: 'Features',
    canSelect: true,
    onUse: fn(),
  },
} satisfies Meta<typeof TemplateGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Use Template: Milestone Escrow' }),
    );
    await expect(args.onUse).toHaveBeenCalledWith('tpl-escrow');
  },
};

export const Selected: Story = {
  args: { templates: templates.map((t, i) => ({ ...t, selected: i === 1 })) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Use Template: Milestone Escrow' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

// While a deploy runs the template cannot change.
export const Locked: Story = {
  args: { canSelect: false },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    templates: templates.map((t) => ({
      ...t,
      name: `${t.name} with a very long descriptive name for cross-border trade`,
      features: [...t.features, '<script>alert(1)</script>', 'https://example.com/?a=1&b=2'],
    })),
  },
};
