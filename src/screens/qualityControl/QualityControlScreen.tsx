import { PendingScreen } from '../shared/PendingScreen';

/** Placeholder until the screen's own issue lands: the layout shows the title, this says what is coming. */
export default function QualityControlScreen() {
  return <PendingScreen />;
}
