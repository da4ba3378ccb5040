import type { Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from '../../../src/components/primitives/Icon';

const meta = {
  title: 'Components/Primitives/Icon',
  component: Icon,
  args: { name: 'globe', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const All: Story = {
  render: ({ size }) => (
    <ul css={styles.grid}>
      {iconNames.map((name) => (
        <li key={name} css={styles.cell}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

const styles = {
  grid: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: theme.space(3),
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
  cell: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space(2),
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    fontSize: theme.fontSizes.xs,
  }),
};
