/**
 * Pure data for the statechart diagram: the plain model a machine is turned into (states nested in
 * their parents, labelled transitions), the ELK graph handed to the layout engine, and the positioned
 * boxes and arrows read back from it. No XState and no ELK code here: `.storybook/workbench` runs both.
 *
 * Layout: ELK "layered", left to right, `INCLUDE_CHILDREN` so arrows may cross state boundaries and
 * nested states are laid out inside their parents; coordinates come back absolute (`elk.json.*Coords:
 * ROOT`). The initial state of each level gets a small dot node with an arrow into it.
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StatechartNode {
  /** The state node id (`toastQueue.showing.running`); the root is the machine id. */
  id: string;
  /** Its key (`running`): a code name, never translated. */
  label: string;
  kind: StateKind;
  initial: boolean;
  children: StatechartNode[];
}

export interface StatechartEdge {
  id: string;
  source: string;
  target: string;
  /** `user.dismiss [isLastToast]`, `after 5000 ms (toastDuration)`. */
  label: string;
  delayed: boolean;
}

export interface StatechartModel {
  root: StatechartNode;
  edges: StatechartEdge[];
}

export interface DiagramBox {
  id: string;
  label: string;
  kind: StateKind;
  depth: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramMarker {
  /** The initial state this dot points at. */
  target: string;
  cx: number;
  cy: number;
}

export interface DiagramArrow {
  id: string;
  source: string;
  target: string;
  label: string;
  delayed: boolean;
  /** SVG path data through ELK's bend points. */
  path: string;
  labelBox?: { x: number; y: number; width: number; height: number };
}

export interface StatechartDiagramData {
  width: number;
  height: number;
  boxes: DiagramBox[];
  markers: DiagramMarker[];
  arrows: DiagramArrow[];
  /**
   * Labels of the transitions the machine itself handles in any state (`on` at the root). The root
   * is not drawn as a box, so these are listed beside the drawing instead of drawn as arrows.
   */
  machineWide: string[];
}

/** Monospace at 12 px: about 7.3 px a character. */
export const labelFont = { size: 12, charWidth: 7.3, lineHeight: 16 } as const;
const markerSize = 10;
const markerSuffix = '::initial';

const textWidth = (text: string) => Math.ceil(text.length * labelFont.charWidth) + 8;

function elkNode(node: StatechartNode): ElkNode {
  const hasChildren = node.children.length > 0;
  if (!hasChildren) {
    return { id: node.id, width: Math.max(88, textWidth(node.label) + 24), height: 40 };
  }
  const initial = node.children.find((child) => child.initial);
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': '[top=36,left=16,bottom=16,right=16]',
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${textWidth(node.label) + 32}, 60)`,
    },
    children: [
      ...(initial ? [{ id: `${node.id}${markerSuffix}`, width: markerSize, height: markerSize }] : []),
      ...node.children.map(elkNode),
    ],
  };
}

function initialEdges(node: StatechartNode): ElkExtendedEdge[] {
  const initial = node.children.find((child) => child.initial);
  return [
    ...(initial
      ? [{ id: `${node.id}${markerSuffix}`, sources: [`${node.id}${markerSuffix}`], targets: [initial.id] }]
      : []),
    ...node.children.flatMap(initialEdges),
  ];
}

/** The edges drawn as arrows: all but those of the (undrawn) root. */
const touchesRoot = (model: StatechartModel, edge: StatechartEdge) =>
  edge.source === model.root.id || edge.target === model.root.id;
const drawnEdges = (model: StatechartModel) => model.edges.filter((edge) => !touchesRoot(model, edge));

/** The ELK graph of a model: the root's children are the machine's top-level states. */
export function toElkGraph(model: StatechartModel): ElkNode {
  const { children = [] } = elkNode(model.root);
  return {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.spacing.nodeNode': '28',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '16',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    },
    children,
    edges: [
      ...initialEdges(model.root),
      ...drawnEdges(model).map((edge): ElkExtendedEdge => ({
        id: edge.id,
        sources: [edge.source],
        targets: [edge.target],
        labels: [{ text: edge.label, width: textWidth(edge.label), height: labelFont.lineHeight + 4 }],
      })),
    ],
  };
}

function modelNodes(node: StatechartNode): Map<string, StatechartNode> {
  const nodes = new Map<string, StatechartNode>([[node.id, node]]);
  for (const child of node.children) for (const [id, found] of modelNodes(child)) nodes.set(id, found);
  return nodes;
}

/** Reads ELK's answer back into boxes (parents before children), initial dots and arrows. */
export function fromElkGraph(model: StatechartModel, laidOut: ElkNode): StatechartDiagramData {
  const nodes = modelNodes(model.root);
  const boxes: DiagramBox[] = [];
  const markers: DiagramMarker[] = [];
  const visit = (elk: ElkNode, depth: number) => {
    const x = elk.x ?? 0;
    const y = elk.y ?? 0;
    const width = elk.width ?? 0;
    const height = elk.height ?? 0;
    if (elk.id.endsWith(markerSuffix)) {
      markers.push({ target: elk.id.slice(0, -markerSuffix.length), cx: x + width / 2, cy: y + height / 2 });
      return;
    }
    const node = nodes.get(elk.id);
    if (node) boxes.push({ id: node.id, label: node.label, kind: node.kind, depth, x, y, width, height });
    for (const child of elk.children ?? []) visit(child, depth + 1);
  };
  for (const child of laidOut.children ?? []) visit(child, 0);

  const edges = new Map(model.edges.map((edge) => [edge.id, edge]));
  const arrows = (laidOut.edges ?? []).flatMap((elkEdge): DiagramArrow[] => {
    const section = elkEdge.sections?.[0];
    if (!section) return [];
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ');
    const edge = edges.get(elkEdge.id);
    const label = elkEdge.labels?.[0];
    if (!edge) {
      // The arrow from an initial dot into its state.
      const target = elkEdge.targets[0] ?? '';
      return [{ id: elkEdge.id, source: elkEdge.sources[0] ?? '', target, label: '', delayed: false, path }];
    }
    return [
      {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        label: edge.label,
        delayed: edge.delayed,
        path,
        labelBox: label
          ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
          : undefined,
      },
    ];
  });
  const machineWide = model.edges.filter((edge) => touchesRoot(model, edge)).map((edge) => edge.label);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, boxes, markers, arrows, machineWide };
}

const round = (value: number) => Math.round(value * 10) / 10;
