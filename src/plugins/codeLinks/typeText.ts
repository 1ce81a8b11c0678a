import ts from 'typescript';

/** An option's type as the code-link tooltip shows it: printed by the compiler, kept short. */

/** Beyond this many characters a type is shortened: object members are elided, then union members. */
const TYPE_MAX_LENGTH = 90;
// Without NoTruncation: the printer stops early on huge types (Rspack's configuration).
const TYPE_FORMAT =
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * The declared type of an option as the compiler prints it, `undefined` of an
 * optional key left out: what its type alias stands for when that is short
 * (`'esm' | 'cjs' | …` rather than `Format`), else the alias (`Dts`). A type
 * longer than that is shortened part by part: a union member by member
 * (members past the limit become `…`), an array by its element, an object
 * type to its keys (`{ root?, js?, … }`), a function to `function`.
 */
export function printType(
  checker: ts.TypeChecker,
  declaredType: ts.Type,
  enclosing: ts.Node,
): string {
  const print = (type: ts.Type) => checker.typeToString(type, enclosing, TYPE_FORMAT);
  const union = (members: readonly ts.Type[], budget: number): string => {
    let text = '';
    for (const member of collapseBooleans(members)) {
      const printed = typeof member === 'string' ? member : shorten(member);
      const next = text ? `${text} | ${printed}` : printed;
      if (text && next.length > budget) {
        return `${text} | …`;
      }
      text = next;
    }
    return text;
  };
  const shorten = (type: ts.Type): string => {
    const text = print(type);
    if (text.length <= TYPE_MAX_LENGTH / 2) {
      return text;
    }
    if (type.isUnion()) {
      return union(type.types, TYPE_MAX_LENGTH / 2);
    }
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const printed = shorten(element);
      return element.isUnion() ? `(${printed})[]` : `${printed}[]`;
    }
    if (type.getCallSignatures().length > 0) {
      return 'function';
    }
    const keys = type.getProperties().map((property) => {
      const name = /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : `'${property.name}'`;
      return `${name}${property.flags & ts.SymbolFlags.Optional ? '?' : ''}`;
    });
    if (keys.length > 0 && type.flags & ts.TypeFlags.Object && !checker.isTupleType(type)) {
      return `{ ${keys.slice(0, 4).join(', ')}${keys.length > 4 ? ', …' : ''} }`;
    }
    return `${text.slice(0, TYPE_MAX_LENGTH / 2)}…`;
  };
  const type = checker.getNonNullableType(declaredType);
  const expanded = checker.typeToString(
    type,
    enclosing,
    TYPE_FORMAT | ts.TypeFormatFlags.InTypeAlias,
  );
  if (expanded.length <= TYPE_MAX_LENGTH && !expanded.includes('[x: string]')) {
    return expanded;
  }
  const named = print(type);
  if (named.length <= TYPE_MAX_LENGTH) {
    return named;
  }
  return type.isUnion() ? union(type.types, TYPE_MAX_LENGTH) : shorten(type);
}

/** Union members, with `false` and `true` (how the checker stores `boolean`) shown as `boolean`. */
function collapseBooleans(members: readonly ts.Type[]): Array<ts.Type | string> {
  const isBoolean = (member: ts.Type) => (member.flags & ts.TypeFlags.BooleanLiteral) !== 0;
  const first = members.findIndex(isBoolean);
  const both = members.filter(isBoolean).length === 2;
  return members.flatMap((member, index): Array<ts.Type | string> => {
    if (!both || !isBoolean(member)) {
      return [member];
    }
    return index === first ? ['boolean'] : [];
  });
}
