import type { Theme } from '@emotion/react';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';

export interface ReportView {
  id: string;
  title: string;
  description: string;
  /** "Text file · 10 documents, 5 alerts". */
  details: string;
  /** While its file is being made the button is disabled and says so. */
  preparing: boolean;
  /** Accessible name of the button ("Download Monthly Compliance Report"). */
  downloadLabel: string;
}

export interface ReportListProps {
  listLabel: string;
  reports: readonly ReportView[];
  downloadText: string;
  preparingText: string;
  onDownload: (id: string) => void;
}

/** The downloadable reports, one card each with a Download button. */
export function ReportList({ listLabel, reports, downloadText, preparingText, onDownload }: ReportListProps) {
  return (
    <ul aria-label={listLabel} css={styles.list}>
      {reports.map((report) => (
        <li key={report.id} css={styles.item} data-report={report.id}>
          <Card css={styles.card} data-state={report.preparing ? 'preparing' : 'ready'}>
            <span css={styles.icon} aria-hidden="true">
              <Icon name={report.id === 'audit' ? 'list' : 'calendar'} size={20} />
            </span>
            <h3 css={styles.title}>{report.title}</h3>
            <p css={styles.description}>{report.description}</p>
            <p css={styles.details}>{report.details}</p>
            <div>
              <Button
                type="button"
                variant="primary"
                aria-label={report.preparing ? undefined : report.downloadLabel}
                disabled={report.preparing}
                onClick={() => onDownload(report.id)}
              >
                <Icon name="download" size={16} />
                {report.preparing ? preparingText : downloadText}
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const styles = {
  list: (theme: Theme) => ({
    ...plainList(theme, 4),
    gridTemplateColumns: '1fr',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  item: { display: 'grid', minWidth: 0 },
  card: { alignContent: 'start' },
  icon: (theme: Theme) => ({
    display: 'inline-flex',
    justifySelf: 'start',
    padding: 8,
    borderRadius: theme.radii.md,
    background: theme.roles.info.background,
    color: theme.roles.info.text,
  }),
  title: (theme: Theme) => ({
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  description: (theme: Theme) => ({ color: theme.colors.textMuted, overflowWrap: 'anywhere' as const }),
  details: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
};
