import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { plainList } from '../primitives/plainList';

export interface TemplateView {
  id: string;
  name: string;
  description: string;
  /** "Est. gas: 450,000". */
  gas: string;
  features: readonly string[];
  selected: boolean;
  /** Accessible name of the button, starting with its visible text: "Use Template: Multi-Party Barter". */
  useLabel: string;
}

export interface TemplateGridProps {
  heading: string;
  description?: string;
  templates: readonly TemplateView[];
  useText: string;
  selectedText: string;
  featuresLabel: string;
  /** False while a deploy runs: the template cannot change then. */
  canSelect: boolean;
  onUse: (id: string) => void;
}

/** Contract templates: name, description, estimated gas, feature tags and Use Template. */
export function TemplateGrid({
  heading,
  description,
  templates,
  useText,
  selectedText,
  featuresLabel,
  canSelect,
  onUse,
}: TemplateGridProps) {
  return (
    <section
      aria-labelledby="contracts-templates-heading"
      css={styles.section}
      data-state={canSelect ? 'idle' : 'locked'}
    >
      <div css={styles.header}>
        <h2 id="contracts-templates-heading" css={styles.heading}>
          {heading}
        </h2>
        {description ? <p css={styles.muted}>{description}</p> : null}
      </div>
      <ul css={styles.grid}>
        {templates.map((template) => (
          <li key={template.id} css={styles.item}>
            <Card css={styles.card} data-state={template.selected ? 'selected' : 'idle'}>
              <CardHeader
                level={3}
                title={template.name}
                description={template.description}
                actions={template.selected ? <Badge tone="active">{selectedText}</Badge> : null}
              />
              <p css={styles.gas}>{template.gas}</p>
              <ul aria-label={featuresLabel} css={styles.tags}>
                {template.features.map((feature) => (
                  <li key={feature}>
                    <Badge tone="info">{feature}</Badge>
                  </li>
                ))}
              </ul>
              <Button
                type="button"
                variant={template.selected ? 'accent' : 'secondary'}
                aria-label={template.useLabel}
                aria-pressed={template.selected}
                disabled={!canSelect}
                onClick={() => onUse(template.id)}
              >
                {useText}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = {
  section: (theme: Theme) => ({ display: 'grid', gap: theme.space(3) }),
  header: { display: 'grid', gap: 4 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  }),
  item: { display: 'grid', minWidth: 0 },
  card: (theme: Theme) => ({
    alignContent: 'stretch',
    gridTemplateRows: 'auto auto 1fr auto',
    '&[data-state="selected"]': {
      borderColor: theme.roles.active.fill,
      boxShadow: `0 0 0 1px ${theme.roles.active.fill}`,
    },
  }),
  gas: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  tags: (theme: Theme) => ({
    ...plainList(theme, 1, 'row'),
    alignContent: 'start',
  }),
};
