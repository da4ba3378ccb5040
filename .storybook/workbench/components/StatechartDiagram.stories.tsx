import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatechartDiagram } from './StatechartDiagram';
import type { StatechartDiagramData } from './statechartLayout';

/** A small laid-out chart, as ELK returns it for `session` (loggedOut <-> loggedIn). */
const session: StatechartDiagramData = {
  width: 420,
  height: 150,
  boxes: [
    {
      id: 'session.loggedOut',
      label: 'loggedOut',
      kind: 'atomic',
      depth: 0,
      x: 60,
      y: 50,
      width: 110,
      height: 40,
    },
    {
      id: 'session.loggedIn',
      label: 'loggedIn',
      kind: 'atomic',
      depth: 0,
      x: 290,
      y: 50,
      width: 110,
      height: 40,
    },
  ],
  markers: [{ target: 'session.loggedOut', cx: 26, cy: 70 }],
  arrows: [
    {
      id: 'init',
      source: 'session.loggedOut::initial',
      target: 'session.loggedOut',
      label: '',
      delayed: false,
      path: 'M31 70 L60 70',
    },
    {
      id: 'login',
      source: 'session.loggedOut',
      target: 'session.loggedIn',
      label: 'user.login',
      delayed: false,
      path: 'M170 62 L290 62',
      labelBox: { x: 195, y: 38, width: 80, height: 20 },
    },
    {
      id: 'logout',
      source: 'session.loggedIn',
      target: 'session.loggedOut',
      label: 'after 5000 ms (idle)',
      delayed: true,
      path: 'M290 80 L170 80',
      labelBox: { x: 165, y: 92, width: 140, height: 20 },
    },
  ],
  machineWide: [],
};

const meta = {
  title: 'Components/Workbench/StatechartDiagram',
  component: StatechartDiagram,
  args: {
    diagram: session,
    activeIds: ['session', 'session.loggedOut'],
    title: 'Statechart of session',
    description: 'States are boxes; the active state is highlighted.',
    layingOutText: 'Laying out the diagram…',
    layoutFailedText: 'The diagram could not be laid out:',
    machineWideText: 'In any state',
  },
} satisfies Meta<typeof StatechartDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Drawn: Story = {};
export const OtherStateActive: Story = { args: { activeIds: ['session', 'session.loggedIn'] } };
export const LayingOut: Story = { args: { diagram: undefined } };
export const LayoutFailed: Story = {
  args: { diagram: undefined, layoutError: 'Referenced shape does not exist: root' },
};
/** Transitions the machine handles in any state are listed beside the drawing. */
export const MachineWideEvents: Story = {
  args: { diagram: { ...session, machineWide: ['user.reset', 'user.rotate'] } },
};
