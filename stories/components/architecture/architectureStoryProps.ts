/** Props of the architecture components in the toolbar's language, mapped as ArchitectureScreen maps them. */
import type { TFunction } from 'i18next';
import type { ArchitectureIconName } from '../../../src/components/architecture/ArchitectureIcon';
import type { LayerView } from '../../../src/components/architecture/ArchitectureLayers';
import type { DataFlowPanelProps } from '../../../src/components/architecture/DataFlowPanel';
import type { RepositoryEntryView } from '../../../src/components/architecture/RepositoryDialog';
import type { SecurityPanelProps } from '../../../src/components/architecture/SecurityPanel';
import type { TechStackPanelProps } from '../../../src/components/architecture/TechStackPanel';
import {
  architectureLayers,
  dataFlowStepIds,
  repositoryLayout,
  securityItems,
  techStack,
  type SecurityItemId,
} from '../../../src/data/architecture';

const layerViews = (t: TFunction): LayerView[] =>
  architectureLayers.map((layer) => ({
    id: layer.id,
    label: t(`architecture:layers.${layer.id}.label`),
    summary: t(`architecture:layers.${layer.id}.summary`),
    components: layer.components.map((id) => ({
      id,
      name: t(`architecture:components.${id}.name`),
      description: t(`architecture:components.${id}.description`),
      technology: t(`architecture:components.${id}.technology`),
    })),
  }));

export const layersText = (t: TFunction) => ({
  heading: t('architecture:layers.heading'),
  description: t('architecture:layers.description'),
  listLabel: t('architecture:layers.listLabel'),
  technologyLabel: t('architecture:layers.technologyLabel'),
  layers: layerViews(t),
});

export const flowProps = (t: TFunction): DataFlowPanelProps => ({
  heading: t('architecture:flow.heading'),
  description: t('architecture:flow.description'),
  steps: dataFlowStepIds.map((id, index) => ({
    id,
    numberLabel: t('architecture:flow.stepNumber', { number: index + 1 }),
    title: t(`architecture:flow.steps.${id}.title`),
    description: t(`architecture:flow.steps.${id}.description`),
  })),
});

export const stackProps = (t: TFunction): TechStackPanelProps => ({
  heading: t('architecture:stack.heading'),
  description: t('architecture:stack.description'),
  groups: techStack.map((group) => ({
    id: group.id,
    label: t(`architecture:stack.groups.${group.id}`),
    items: group.items.map((id) => ({ id, label: t(`architecture:stack.items.${id}`) })),
  })),
});

const securityIcons: Record<SecurityItemId, ArchitectureIconName> = {
  dataSovereignty: 'database',
  quantumCryptography: 'lock',
  sanctionScreening: 'userCheck',
  attackMitigation: 'shield',
};

export const securityProps = (t: TFunction): SecurityPanelProps => ({
  heading: t('architecture:security.heading'),
  description: t('architecture:security.description'),
  items: securityItems.map((item) => ({
    id: item.id,
    title: t(`architecture:security.items.${item.id}.title`),
    description: t(`architecture:security.items.${item.id}.description`),
    icon: securityIcons[item.id],
    details: item.details.map((id) => ({ id, label: t(`architecture:security.details.${id}`) })),
  })),
});

export const repositoryEntries = (t: TFunction): RepositoryEntryView[] =>
  repositoryLayout.map((entry) => ({
    id: entry.id,
    path: entry.path,
    description: t(`architecture:repository.entries.${entry.id}`),
  }));

/** Text far longer than any translation, to show wrapping instead of overflow. */
export const longText = (word: string, times = 24) => Array.from({ length: times }, () => word).join(' ');
export const longWord = 'Verylongunbrokenwordwithoutanyspacesthatmustwrapinsteadofoverflowing'.repeat(2);
