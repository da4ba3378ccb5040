import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn } from 'storybook/test';
import { Product3DViewer, type Product3DViewerProps } from '../../../src/components/products/Product3DViewer';
import {
  keyRotateDegrees,
  product3dViewerMachine,
  selectIsRotating,
  selectRotateX,
  selectRotateY,
  selectViewerState,
} from '../../../src/machines/product3dViewer.machine';

/** Driven by the real viewer machine, as in the screen; `reducedMotion` picks the first state. */
function Live(props: Product3DViewerProps & { reducedMotion: boolean }) {
  const { reducedMotion, ...rest } = props;
  const viewer = useActorRef(product3dViewerMachine, { input: { reducedMotion } });
  const rotateX = useSelector(viewer, selectRotateX);
  const rotateY = useSelector(viewer, selectRotateY);
  return (
    <div css={{ maxInlineSize: 520 }}>
      <Product3DViewer
        {...rest}
        rotateX={rotateX}
        rotateY={rotateY}
        rotating={useSelector(viewer, selectIsRotating)}
        state={useSelector(viewer, selectViewerState)}
        labels={{
          ...rest.labels,
          angle: `Turned ${Math.round(rotateY)}°, tilted ${Math.round(rotateX)}°`,
        }}
        onPlay={() => viewer.send({ type: 'user.play' })}
        onPause={() => viewer.send({ type: 'user.pause' })}
        onReset={() => viewer.send({ type: 'user.reset' })}
        onRotate={(x, y) => viewer.send({ type: 'user.rotate', x, y })}
        onDragStart={() => viewer.send({ type: 'user.dragStart' })}
        onDrag={(x, y) => viewer.send({ type: 'user.drag', x, y })}
        onDragEnd={() => viewer.send({ type: 'user.dragEnd' })}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Products/Product3DViewer',
  component: Product3DViewer,
  args: {
    name: 'Copper Cathodes',
    caption: 'Minerals',
    tone: 'danger',
    rotateX: -20,
    rotateY: 30,
    rotating: false,
    state: 'paused',
    keyStep: keyRotateDegrees,
    labels: {
      stage: '3D model of Copper Cathodes',
      roleDescription: '3D viewer',
      hint: 'Drag the model, or focus it and use the arrow keys, to turn it.',
      angle: 'Turned 30°, tilted -20°',
      pause: 'Pause rotation',
      play: 'Play rotation',
      reset: 'Reset view',
    },
    onPlay: fn(),
    onPause: fn(),
    onReset: fn(),
    onRotate: fn(),
    onDragStart: fn(),
    onDrag: fn(),
    onDragEnd: fn(),
  },
} satisfies Meta<typeof Product3DViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The presentational view alone, paused at its first angle. */
export const Paused: Story = {};

export const Rotating: Story = {
  render: (args) => <Live {...args} reducedMotion={false} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Pause rotation' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause rotation' }));
    await expect(canvas.getByRole('button', { name: 'Play rotation' })).toBeVisible();
  },
};

/** Keyboard: arrow keys turn and tilt, Home resets; with reduced motion it starts paused. */
export const Keyboard: Story = {
  render: (args) => <Live {...args} reducedMotion />,
  play: async ({ canvas, userEvent }) => {
    const stage = canvas.getByRole('slider', { name: '3D model of Copper Cathodes' });
    await expect(canvas.getByRole('button', { name: 'Play rotation' })).toBeVisible();
    stage.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(stage).toHaveAttribute('aria-valuetext', 'Turned 60°, tilted -5°');
    await userEvent.keyboard('{Home}');
    await expect(stage).toHaveAttribute('aria-valuetext', 'Turned 30°, tilted -20°');
  },
};

export const LongName: Story = {
  args: {
    name: 'Lithium-ion Battery Cells for Grid-Scale Energy Storage',
    caption: 'Technology',
    tone: 'info',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    name: 'كاثودات النحاس',
    caption: 'المعادن',
    labels: {
      stage: 'نموذج ثلاثي الأبعاد لـ كاثودات النحاس',
      roleDescription: 'عارض ثلاثي الأبعاد',
      hint: 'اسحب النموذج، أو ركّز عليه واستخدم مفاتيح الأسهم لتدويره.',
      angle: 'مُدار 30°، مائل -20°',
      pause: 'إيقاف الدوران مؤقتًا',
      play: 'تشغيل الدوران',
      reset: 'إعادة ضبط العرض',
    },
  },
};
