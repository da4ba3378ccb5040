import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CertificationList } from '../../../src/components/memberProfile/CertificationList';

const meta = {
  title: 'Components/MemberProfile/CertificationList',
  component: CertificationList,
  args: {
    heading: 'Certifications',
    headingId: 'certifications-story-heading',
    description: 'Certificates on file and checked by the platform.',
    certifications: ['ISO 9001', 'ISO 14001', 'AEO', 'HACCP'],
    emptyText: 'No certifications on file.',
  },
} satisfies Meta<typeof CertificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { certifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No certifications on file.')).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    certifications: Array.from({ length: 14 }, (_, i) => `ISO ${9001 + i * 1000}`).concat([
      'Global Food Safety Initiative, Safe Quality Food level 3 (long certification name)',
    ]),
  },
};
