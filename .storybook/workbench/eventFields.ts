/**
 * Which events of a machine carry fields, read from its source: the union named by
 * `types: { events: {} as XEvent }`, each member `{ type: 'ledger.submit'; entry: LedgerEntry }`
 * giving its required fields (`entry`). The workbench cannot invent a ledger entry, so every such
 * event the machine takes needs a sample payload in the machine's workbench file.
 *
 * Only the syntax is read (TypeScript's parser, no type checking): aliases and interfaces declared
 * in the same file are followed; a member joined with a type from elsewhere (`{ type } & Imported`)
 * counts as carrying fields whose names are not known here.
 */
import ts from 'typescript';

/** Event type → the names of its required fields besides `type` (possibly none known). */
export type EventFields = Record<string, string[]>;

interface Member {
  type: string | undefined;
  fields: string[];
  /** Part of the member is a type declared elsewhere: it carries fields all the same. */
  opaque: boolean;
}

function localDeclarations(source: ts.SourceFile): Map<string, ts.Node> {
  const declarations = new Map<string, ts.Node>();
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node)) declarations.set(node.name.text, node.type);
    if (ts.isInterfaceDeclaration(node)) declarations.set(node.name.text, node);
  });
  return declarations;
}

const literalText = (node: ts.TypeNode | undefined): string | undefined =>
  node && ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) ? node.literal.text : undefined;

function membersOf(node: ts.Node | undefined, declarations: Map<string, ts.Node>): Member[] {
  if (!node) return [];
  if (ts.isUnionTypeNode(node)) return node.types.flatMap((type) => membersOf(type, declarations));
  if (ts.isParenthesizedTypeNode(node)) return membersOf(node.type, declarations);
  if (ts.isTypeReferenceNode(node)) {
    const declared = declarations.get(node.typeName.getText());
    return declared ? membersOf(declared, declarations) : [{ type: undefined, fields: [], opaque: true }];
  }
  if (ts.isIntersectionTypeNode(node)) {
    const parts = node.types.flatMap((type) => membersOf(type, declarations));
    return [
      {
        type: parts.find((part) => part.type !== undefined)?.type,
        fields: parts.flatMap((part) => part.fields),
        opaque: parts.some((part) => part.opaque),
      },
    ];
  }
  if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) {
    const properties = node.members.filter(ts.isPropertySignature);
    const typeProperty = properties.find((property) => property.name.getText() === 'type');
    return [
      {
        type: literalText(typeProperty?.type),
        fields: properties
          .filter((property) => property !== typeProperty && !property.questionToken)
          .map((property) => property.name.getText()),
        opaque: false,
      },
    ];
  }
  return [];
}

/** The events of the machine in `source` that carry required fields, with those fields' names. */
export function eventFieldsOf(source: string, fileName = 'machine.ts'): EventFields {
  const eventsType = /\bevents:\s*\{\}\s*as\s+(\w+)/.exec(source)?.[1];
  if (!eventsType) return {};
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const declarations = localDeclarations(file);
  const entries = membersOf(declarations.get(eventsType), declarations)
    .filter((member) => member.type !== undefined && (member.fields.length > 0 || member.opaque))
    .map((member) => [member.type as string, member.fields] as const);
  return Object.fromEntries(entries);
}
