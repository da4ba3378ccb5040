/**
 * A machine as the plain model the diagram draws: nodes and edges from `toDirectedGraph`
 * (xstate/graph), labels from the machine inventory (the same text the coverage table prints).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import type { StatechartEdge, StatechartModel, StatechartNode } from './components/statechartLayout';
import { describeTransition } from './machineInventory';

type GraphNode = ReturnType<typeof toDirectedGraph>;

const isInitial = (stateNode: AnyStateNode): boolean =>
  stateNode.parent?.type === 'compound' && (stateNode.parent.initial?.target ?? []).includes(stateNode);

function toNode(graphNode: GraphNode): StatechartNode {
  const { stateNode } = graphNode;
  return {
    id: stateNode.id,
    label: stateNode.key,
    kind: stateNode.type,
    initial: isInitial(stateNode),
    children: graphNode.children.map(toNode),
  };
}

function toEdges(graphNode: GraphNode): StatechartEdge[] {
  const own = graphNode.edges.map((edge, index): StatechartEdge => {
    const info = describeTransition(edge.transition);
    return {
      id: `${info.key}>${edge.target.id}#${index}`,
      source: edge.source.id,
      target: edge.target.id,
      label: `${info.event}${info.guard ? ` [${info.guard}]` : ''}`,
      delayed: info.delayed,
    };
  });
  return [...own, ...graphNode.children.flatMap(toEdges)];
}

export function statechartModelOf(machine: AnyStateMachine): StatechartModel {
  const graph = toDirectedGraph(machine);
  return { root: toNode(graph), edges: toEdges(graph) };
}
