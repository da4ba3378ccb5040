import type { Theme } from '@emotion/react';
import { SectionCard } from '../primitives/SectionCard';
import { Tab, TabList, TabPanel, Tabs } from '../primitives/Tabs';
import { ArchitectureIcon } from './ArchitectureIcon';
import { plainList } from '../primitives/plainList';
import { itemDescription, itemTitle } from './itemText';

export interface LayerComponentView {
  id: string;
  name: string;
  description: string;
  /** The technology line: "gRPC · Go". */
  technology: string;
}

export interface LayerView {
  id: string;
  label: string;
  summary: string;
  components: LayerComponentView[];
}

export interface ArchitectureLayersProps {
  heading: string;
  description: string;
  /** Name of the tab list for assistive tech. */
  listLabel: string;
  /** Label in front of each technology line. */
  technologyLabel: string;
  layers: LayerView[];
  /** Id of the selected layer, when the screen holds it (it follows the URL). */
  value?: string;
  /** Id of the layer selected at first, when the tabs hold the selection themselves. */
  defaultValue?: string;
  /** Reports each newly selected layer (the screen puts it in the URL). */
  onValueChange: (layerId: string) => void;
  /** The address that shows a layer, when the selection is in the URL: each tab is then a link to it. */
  layerHref?: (layerId: string) => string;
  dir: 'ltr' | 'rtl';
}

/**
 * The platform layers as tabs (arrow keys move between them, mirrored in right-to-left); the selected
 * layer lists its components, each with what it does and the technology it runs on.
 */
export function ArchitectureLayers({
  heading,
  description,
  listLabel,
  technologyLabel,
  layers,
  value,
  defaultValue,
  onValueChange,
  layerHref,
  dir,
}: ArchitectureLayersProps) {
  return (
    <SectionCard heading={heading} description={description} state={layers.length > 0 ? 'ready' : 'empty'}>
      <Tabs
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        dir={dir}
        activationMode="automatic"
      >
        <TabList aria-label={listLabel}>
          {layers.map((layer) => (
            <Tab key={layer.id} value={layer.id} href={layerHref?.(layer.id)}>
              {layer.label}
            </Tab>
          ))}
        </TabList>
        {layers.map((layer) => (
          <TabPanel key={layer.id} value={layer.id} css={styles.panel}>
            <p css={styles.summary}>{layer.summary}</p>
            <ul css={styles.grid}>
              {layer.components.map((component) => (
                <li key={component.id} css={styles.component} data-component={component.id}>
                  <h3 css={styles.name}>{component.name}</h3>
                  <p css={styles.description}>{component.description}</p>
                  <p css={styles.technology}>
                    <ArchitectureIcon name="code" size={16} />
                    <span>
                      <span css={styles.technologyLabel}>{technologyLabel}: </span>
                      {component.technology}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </TabPanel>
        ))}
      </Tabs>
    </SectionCard>
  );
}

const styles = {
  // `display` would override the `hidden` attribute of the inactive panels: keep them out.
  panel: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), '&[hidden]': { display: 'none' } }),
  summary: (theme: Theme) => ({ color: theme.colors.textMuted, overflowWrap: 'anywhere' as const }),
  grid: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: '1fr',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  component: (theme: Theme) => ({
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gap: theme.space(2),
    padding: theme.space(4),
    background: theme.colors.surfaceSunken,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStart: `4px solid ${theme.colors.brand}`,
    borderRadius: theme.radii.md,
    minWidth: 0,
  }),
  name: itemTitle,
  description: itemDescription,
  technology: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space(2),
    paddingBlockStart: theme.space(2),
    borderBlockStart: `1px solid ${theme.colors.border}`,
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.text,
    overflowWrap: 'anywhere' as const,
    '& > svg': { flex: 'none', marginBlockStart: 1, color: theme.roles.info.text },
  }),
  technologyLabel: (theme: Theme) => ({ fontFamily: theme.fonts.body, fontWeight: 600 }),
};
