/**
 * transaction: `.transaction(` is called only in `db/transaction.ts` (ADR 009), and inside the callback
 * of `inTransaction(X, (txCtx) => …)` the outer context X is not referenced at all — nested functions
 * included — so the open transaction is the only database handle in scope. A nested function whose own
 * parameter is named like X refers to that parameter, not to X, and is not a violation.
 */
import { API_SRC } from './source-files.mjs';

const TRANSACTION_FILE = `${API_SRC}/db/transaction.ts`;
const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const SKIPPED_KEYS = new Set(['type', 'start', 'end', 'range', 'loc', 'parent']);

/** Depth-first walk calling `visit(node, parent, key)`; `visit` returning false skips the children. */
export function walk(node, visit, parent = null, key = null) {
  if (visit(node, parent, key) === false) return;
  for (const [childKey, value] of Object.entries(node)) {
    if (SKIPPED_KEYS.has(childKey) || value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') walk(item, visit, node, childKey);
    } else if (typeof value.type === 'string') {
      walk(value, visit, node, childKey);
    }
  }
}

/** An identifier that names something in scope (not a property name or a key). */
function isReference(parent, key) {
  if (!parent) return true;
  if ((parent.type === 'MemberExpression' || parent.type === 'JSXMemberExpression') && key === 'property') {
    return parent.computed === true;
  }
  if (key === 'key' && parent.computed !== true) return false;
  if (parent.type === 'TSQualifiedName' && key === 'right') return false;
  if (key === 'label') return false;
  return true;
}

/** Names bound by a parameter list (plain names and destructuring). */
function boundNames(pattern, names = new Set()) {
  if (!pattern) return names;
  switch (pattern.type) {
    case 'Identifier':
      names.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties)
        boundNames(property.type === 'RestElement' ? property : property.value, names);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) boundNames(element, names);
      break;
    case 'AssignmentPattern':
      boundNames(pattern.left, names);
      break;
    case 'RestElement':
      boundNames(pattern.argument, names);
      break;
    case 'TSParameterProperty':
      boundNames(pattern.parameter, names);
      break;
  }
  return names;
}

/** The outer names the first argument of `inTransaction` stands for: `ctx`, `ctx.x`, `{ ...ctx, … }`. */
function outerNames(argument) {
  if (!argument) return [];
  if (argument.type === 'Identifier') return [argument.name];
  if (argument.type === 'MemberExpression') return outerNames(argument.object);
  if (argument.type === 'ObjectExpression') {
    return argument.properties.filter((p) => p.type === 'SpreadElement').flatMap((p) => outerNames(p.argument));
  }
  if (argument.type === 'TSAsExpression' || argument.type === 'TSSatisfiesExpression') {
    return outerNames(argument.expression);
  }
  return [];
}

const isInTransaction = (callee) =>
  (callee.type === 'Identifier' && callee.name === 'inTransaction') ||
  (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'inTransaction');

/** References to `name` inside `fn`, skipping nested functions that bind their own `name`. */
function referencesInside(fn, name) {
  const found = [];
  walk(fn, (node, parent, key) => {
    if (node !== fn && FUNCTION_TYPES.has(node.type) && node.params.some((p) => boundNames(p).has(name))) return false;
    if (node.type === 'Identifier' && node.name === name && isReference(parent, key)) {
      // The callback's own parameters are bindings, not uses.
      if (!(parent === fn && key === 'params')) found.push(node);
    }
  });
  return found;
}

export function checkTransactions(parsed) {
  const { file, program, lineOf } = parsed;
  const found = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const { callee } = node;
    if (
      file !== TRANSACTION_FILE &&
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.property.name === 'transaction'
    ) {
      found.push({
        file,
        line: lineOf(callee.property.start),
        rule: 'transaction',
        detail: 'calls .transaction(',
        message: 'calls .transaction( directly; use inTransaction(ctx, async (txCtx) => …) from db/transaction.ts',
      });
    }
    if (!isInTransaction(callee)) return;
    const [context, work] = node.arguments;
    if (!work || !FUNCTION_TYPES.has(work.type)) return;
    for (const name of new Set(outerNames(context))) {
      for (const use of referencesInside(work, name)) {
        found.push({
          file,
          line: lineOf(use.start),
          rule: 'transaction',
          detail: `outer context ${name} used inside the inTransaction callback`,
          message: `outer context ${name} used inside the inTransaction callback; use the callback's transaction context so the transaction is the only database handle in scope`,
        });
      }
    }
  });
  return found;
}
