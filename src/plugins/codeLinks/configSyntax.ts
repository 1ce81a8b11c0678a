import ts from 'typescript';

/**
 * The parts of a config sample's syntax tree the key resolver reads: where a
 * key sits in an object literal, its name, the value it holds, the interface
 * that declares it.
 */

/** Wrappers a config value may sit in without changing which option it is the value of. */
export function valueParent(node: ts.Node): ts.Node | undefined {
  const {parent} = node;
  if (
    ts.isParenthesizedExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent) ||
    ts.isNonNullExpression(parent) ||
    ts.isArrayLiteralExpression(parent) ||
    ts.isSpreadElement(parent) ||
    (ts.isConditionalExpression(parent) && node !== parent.condition) ||
    (ts.isBinaryExpression(parent) && node !== parent.left) ||
    // A function value returns the option's value: `tools: { rspack: (config) => ({ … }) }`
    ts.isArrowFunction(parent) ||
    ts.isFunctionExpression(parent) ||
    ts.isReturnStatement(parent) ||
    ts.isBlock(parent) ||
    ts.isAwaitExpression(parent)
  ) {
    return valueParent(parent);
  }
  return parent;
}

export function ownerName(declaration: ts.Declaration): string {
  const owner = declaration.parent;
  if (ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) {
    return owner.name?.text ?? '';
  }
  if (ts.isTypeLiteralNode(owner) && ts.isTypeAliasDeclaration(owner.parent)) {
    return owner.parent.name.text;
  }
  return '';
}

export type KeyElement =
  | ts.PropertyAssignment
  | ts.ShorthandPropertyAssignment
  | ts.MethodDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

export function isKeyElement(node: ts.Node): node is KeyElement {
  return (
    (ts.isPropertyAssignment(node) ||
      ts.isShorthandPropertyAssignment(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)) &&
    ts.isObjectLiteralExpression(node.parent)
  );
}

/** The key as a property name: `format`, `'import.meta.url'` → `import.meta.url`; null when computed. */
export function keyName(name: ts.PropertyName): string | null {
  if (
    ts.isIdentifier(name) ||
    ts.isStringLiteral(name) ||
    ts.isNumericLiteral(name) ||
    ts.isNoSubstitutionTemplateLiteral(name)
  ) {
    return name.text;
  }
  return null;
}
