/**
 * System architecture: the five layer tabs (the selected one is in the URL,
 * `?layer=dataAi`, so a layer can be linked to), the six-step data flow, the core technology stack, the
 * Security & Compliance panel and "View on GitHub", which shows the private repository's layout.
 *
 * The tabs hold their own selection (Radix); a change only rewrites the address
 * (`src/platform/urlState.ts`), with no router navigation.
 */
import { useRef, useState } from 'react';
import { ArchitectureIntro } from '../../components/architecture/ArchitectureIntro';
import { ArchitectureLayers } from '../../components/architecture/ArchitectureLayers';
import { DataFlowPanel } from '../../components/architecture/DataFlowPanel';
import { RepositoryDialog } from '../../components/architecture/RepositoryDialog';
import { SecurityPanel } from '../../components/architecture/SecurityPanel';
import { TechStackPanel } from '../../components/architecture/TechStackPanel';
import type { ArchitectureIconName } from '../../components/architecture/ArchitectureIcon';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  architectureLayers,
  dataFlowStepIds,
  layerSearchParam,
  parseArchitectureLayer,
  repositoryLayout,
  repositoryName,
  securityItems,
  techStack,
  type ArchitectureLayerId,
  type SecurityItemId,
} from '../../data/architecture';
import { useScreenText } from '../../platform/screenText';
import { useUrlState, type UrlParam } from '../../platform/urlState';

const securityIcons: Record<SecurityItemId, ArchitectureIconName> = {
  dataSovereignty: 'database',
  quantumCryptography: 'lock',
  sanctionScreening: 'userCheck',
  attackMitigation: 'shield',
};

/** `?layer=`: any spelling of a layer's id opens it, anything else the first; the layer is always written. */
const layerParam: UrlParam<ArchitectureLayerId> = { parse: parseArchitectureLayer, format: (id) => id };

export default function ArchitectureScreen() {
  const { t, dir } = useScreenText('architecture');
  const [layer, showLayer, layerAddress] = useUrlState(layerSearchParam, layerParam);
  const [repositoryOpen, setRepositoryOpen] = useState(false);
  const repositoryButton = useRef<HTMLButtonElement>(null);

  return (
    <Page gap={6}>
      <ArchitectureIntro
        body={t('intro.body')}
        repositoryLabel={t('intro.viewOnGithub')}
        onViewRepository={() => setRepositoryOpen(true)}
        buttonRef={repositoryButton}
      />
      <ArchitectureLayers
        heading={t('layers.heading')}
        description={t('layers.description')}
        listLabel={t('layers.listLabel')}
        technologyLabel={t('layers.technologyLabel')}
        value={layer}
        onValueChange={(id) => showLayer(parseArchitectureLayer(id))}
        layerHref={(id) => layerAddress(parseArchitectureLayer(id))}
        dir={dir}
        layers={architectureLayers.map((item) => ({
          id: item.id,
          label: t(`layers.${item.id}.label`),
          summary: t(`layers.${item.id}.summary`),
          components: item.components.map((id) => ({
            id,
            name: t(`components.${id}.name`),
            description: t(`components.${id}.description`),
            technology: t(`components.${id}.technology`),
          })),
        }))}
      />
      <DataFlowPanel
        heading={t('flow.heading')}
        description={t('flow.description')}
        steps={dataFlowStepIds.map((id, index) => ({
          id,
          numberLabel: t('flow.stepNumber', { number: index + 1 }),
          title: t(`flow.steps.${id}.title`),
          description: t(`flow.steps.${id}.description`),
        }))}
      />
      <Columns ratio="1:1" gap={6}>
        <TechStackPanel
          heading={t('stack.heading')}
          description={t('stack.description')}
          groups={techStack.map((group) => ({
            id: group.id,
            label: t(`stack.groups.${group.id}`),
            items: group.items.map((id) => ({ id, label: t(`stack.items.${id}`) })),
          }))}
        />
        <SecurityPanel
          heading={t('security.heading')}
          description={t('security.description')}
          items={securityItems.map((item) => ({
            id: item.id,
            title: t(`security.items.${item.id}.title`),
            description: t(`security.items.${item.id}.description`),
            icon: securityIcons[item.id],
            details: item.details.map((id) => ({ id, label: t(`security.details.${id}`) })),
          }))}
        />
      </Columns>
      <RepositoryDialog
        open={repositoryOpen}
        onOpenChange={setRepositoryOpen}
        title={t('repository.title')}
        description={t('repository.description')}
        repository={repositoryName}
        listLabel={t('repository.listLabel')}
        entries={repositoryLayout.map((entry) => ({
          id: entry.id,
          path: entry.path,
          description: t(`repository.entries.${entry.id}`),
        }))}
        access={t('repository.access')}
        closeLabel={t('repository.closeLabel')}
        closeButtonLabel={t('repository.close')}
        returnFocusTo={repositoryButton}
      />
    </Page>
  );
}
