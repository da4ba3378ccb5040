/**
 * The 3D View dialog of the Global Product Explorer. Its viewer machine lives while the dialog is open
 * (the actor stops when it closes, so no frame timer outlives it) and starts paused when the member
 * prefers reduced motion; a change of that preference while open pauses it too.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/primitives/Dialog';
import { categoryLooks } from '../../components/products/ProductIllustration';
import { Product3DViewer } from '../../components/products/Product3DViewer';
import type { ProductCategory } from '../../data/products';
import {
  keyRotateDegrees,
  product3dViewerMachine,
  selectIsRotating,
  selectRotateX,
  selectRotateY,
  selectViewerState,
} from '../../machines/product3dViewer.machine';
import { useAppActorRef } from '../../platform/actors';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;

interface ViewerProps {
  name: string;
  category: ProductCategory;
  categoryLabel: string;
}

function LiveViewer({ name, category, categoryLabel }: ViewerProps) {
  const { t } = useTranslation('productExplorer');
  const viewer = useAppActorRef(product3dViewerMachine, { input: { reducedMotion: prefersReducedMotion() } });
  const rotateX = useSelector(viewer, selectRotateX);
  const rotateY = useSelector(viewer, selectRotateY);
  const rotating = useSelector(viewer, selectIsRotating);
  const state = useSelector(viewer, selectViewerState);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(reducedMotionQuery);
    const onChange = (event: MediaQueryListEvent) =>
      viewer.send({ type: 'system.reducedMotion', reduced: event.matches });
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [viewer]);

  return (
    <Product3DViewer
      name={name}
      caption={categoryLabel}
      tone={categoryLooks[category].tone}
      rotateX={rotateX}
      rotateY={rotateY}
      rotating={rotating}
      state={state}
      keyStep={keyRotateDegrees}
      labels={{
        stage: t('viewer.stage', { name }),
        roleDescription: t('viewer.roleDescription'),
        hint: t('viewer.description'),
        angle: t('viewer.angle', { turn: Math.round(rotateY), tilt: Math.round(rotateX) }),
        pause: t('viewer.pause'),
        play: t('viewer.play'),
        reset: t('viewer.reset'),
      }}
      onPlay={() => viewer.send({ type: 'user.play' })}
      onPause={() => viewer.send({ type: 'user.pause' })}
      onReset={() => viewer.send({ type: 'user.reset' })}
      onRotate={(x, y) => viewer.send({ type: 'user.rotate', x, y })}
      onDragStart={() => viewer.send({ type: 'user.dragStart' })}
      onDrag={(x, y) => viewer.send({ type: 'user.drag', x, y })}
      onDragEnd={() => viewer.send({ type: 'user.dragEnd' })}
    />
  );
}

export interface Product3dDialogProps extends ViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function Product3dDialog({ open, onOpenChange, ...product }: Product3dDialogProps) {
  const { t } = useTranslation('productExplorer');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('viewer.title', { name: product.name })}
      closeLabel={t('viewer.close')}
    >
      {open ? <LiveViewer {...product} /> : null}
    </Dialog>
  );
}
