import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ComplianceAlertList,
  type ComplianceAlertView,
} from '../../../src/components/complianceDashboard/ComplianceAlertList';

const alert = (
  id: string,
  title: string,
  severity: 'Critical' | 'Warning' | 'Info',
  resolved = false,
): ComplianceAlertView => ({
  id,
  title,
  description: `${title}: details of the alert for the compliance officer.`,
  severityLabel: severity,
  severityTone: severity === 'Critical' ? 'danger' : severity === 'Warning' ? 'warning' : 'info',
  time: 'Nov 11, 2026, 8:00 AM',
  resolved,
  resolveLabel: `Resolve: ${title}`,
});

const alerts = [
  alert('ALR-001', 'Certificate expired', 'Critical'),
  alert('ALR-003', 'Registration renewal due', 'Warning'),
  alert('ALR-004', 'New EU deforestation rules', 'Info'),
  alert('ALR-005', 'Sanctions list updated', 'Warning', true),
];

const meta = {
  title: 'Components/ComplianceDashboard/ComplianceAlertList',
  component: ComplianceAlertList,
  args: {
    listLabel: 'Alerts',
    alerts,
    resolveText: 'Resolve',
    resolvedText: 'Resolved',
    empty: { title: 'No alerts', body: 'Nothing needs your attention right now.' },
    onResolve: fn(),
  },
} satisfies Meta<typeof ComplianceAlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unresolved: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('Resolve only on the unresolved ones', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Resolve: / })).toHaveLength(3);
      await expect(canvas.queryByRole('button', { name: 'Resolve: Sanctions list updated' })).toBeNull();
    });
    await step('Resolve reports the alert', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Resolve: Certificate expired' }));
      await expect(args.onResolve).toHaveBeenCalledWith('ALR-001');
    });
  },
};

export const AllResolved: Story = {
  args: { alerts: alerts.map((item) => ({ ...item, resolved: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = { args: { alerts: [] } };

export const LongText: Story = {
  args: {
    alerts: [
      {
        ...alert(
          'ALR-009',
          'Аудит поставщика выявил несоответствия в документации по безопасности',
          'Critical',
        ),
        description: `${'Очень длинное описание без пробелов'.repeat(6)} <script>alert(1)</script>`,
      },
    ],
  },
};
