import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { ProgressBar } from '../primitives/ProgressBar';

export interface OrderDetailView {
  id: string;
  product: string;
  supplier: string;
  /** "500 t". */
  quantity: string;
  statusLabel: string;
  statusTone: RoleName;
  /** 0 to 100. */
  progress: number;
  /** "75%". */
  progressText: string;
  startDate: string;
  expectedCompletion: string;
  /** "96%". */
  qualityScore: string;
}

export interface OrderDetailLabels {
  /** Small line above the title ("Order details"). */
  eyebrow: string;
  id: string;
  supplier: string;
  quantity: string;
  status: string;
  progress: string;
  startDate: string;
  expectedCompletion: string;
  qualityScore: string;
  /** "Download order summary". */
  download: string;
}

export interface OrderDetailProps {
  order: OrderDetailView;
  labels: OrderDetailLabels;
  onDownload: (id: string) => void;
}

/** The selected production order: supplier, quantity, progress (with a bar), dates and quality score. */
export function OrderDetail({ order, labels, onDownload }: OrderDetailProps) {
  return (
    <Card
      as="section"
      aria-labelledby="production-detail-heading"
      data-state="selected"
      data-order={order.id}
    >
      <p css={styles.eyebrow}>{labels.eyebrow}</p>
      <CardHeader
        id="production-detail-heading"
        title={order.product}
        actions={
          <Badge tone={order.statusTone} data-tone={order.statusTone}>
            {order.statusLabel}
          </Badge>
        }
      />
      <div css={styles.progress}>
        <ProgressBar
          label={labels.progress}
          value={order.progress}
          valueText={order.progressText}
          tone={order.statusTone}
        />
        <span css={styles.percent}>{order.progressText}</span>
      </div>
      <dl css={styles.facts}>
        <div>
          <dt>{labels.id}</dt>
          <dd css={styles.mono}>{order.id}</dd>
        </div>
        <div>
          <dt>{labels.supplier}</dt>
          <dd>{order.supplier}</dd>
        </div>
        <div>
          <dt>{labels.quantity}</dt>
          <dd>{order.quantity}</dd>
        </div>
        <div>
          <dt>{labels.status}</dt>
          <dd>{order.statusLabel}</dd>
        </div>
        <div>
          <dt>{labels.startDate}</dt>
          <dd>{order.startDate}</dd>
        </div>
        <div>
          <dt>{labels.expectedCompletion}</dt>
          <dd>{order.expectedCompletion}</dd>
        </div>
        <div>
          <dt>{labels.qualityScore}</dt>
          <dd>{order.qualityScore}</dd>
        </div>
      </dl>
      <div>
        <Button type="button" compact onClick={() => onDownload(order.id)}>
          <Icon name="download" size={16} />
          {labels.download}
        </Button>
      </div>
    </Card>
  );
}

const styles = {
  eyebrow: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
    color: theme.colors.textMuted,
  }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: theme.space(3),
    margin: 0,
    dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    dd: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
  mono: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
  progress: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) }),
  percent: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    whiteSpace: 'nowrap' as const,
  }),
};
