import type { ProximityNode, QueryNode, TermNode } from '../ast';
import type { Diagnostic } from '../diagnostics';
import { lookupField } from '../fields';
import { parse } from '../parser';
import { print } from '../printer';
import { type Span, span } from '../span';
import { joinBoolean } from '../tree';
import { asCodes, asDates, type NoteSeverity, readable, term } from './values';

export type { NoteSeverity } from './values';

/** The tools whose query syntax can be pasted in. */
export const VENDORS = ['orbit', 'espacenet', 'lens', 'patbase'] as const;
export type Vendor = (typeof VENDORS)[number];

export type TranslationNote = {
  /** Where in the pasted text (UTF-16 offsets, end exclusive). */
  readonly span: Span;
  /** The pasted text of the element. */
  readonly source: string;
  /** What it became in our language; empty when it was left out. */
  readonly result: string;
  readonly severity: NoteSeverity;
  /** Why, for the searcher. */
  readonly reason: string;
};

export type Translation = {
  readonly vendor: Vendor;
  /** Our query text; empty when nothing could be carried over. */
  readonly query: string;
  readonly notes: readonly TranslationNote[];
  /** What our parser says about `query`: empty for every translation the tests cover. */
  readonly problems: readonly Diagnostic[];
};

// ---------------------------------------------------------------------------------------------------------
// Tokens

export type TokKind = 'word' | 'quoted' | 'symbol' | 'eof';
export type Tok = { readonly kind: TokKind; readonly text: string; readonly start: number; readonly end: number };

export type LexOptions = {
  /** Symbols that are tokens of their own and end a word, longest first where one is a prefix of another. */
  readonly symbols: readonly string[];
  /** Patterns (sticky, tried first at each position) whose match is one word, e.g. `prox/distance<3`. */
  readonly special?: readonly RegExp[];
};

const SPACE = /\s/;

/** Splits text into words, quoted groups (text without the quotes) and symbols. Never throws. */
export function lexVendor(text: string, options: LexOptions): Tok[] {
  const tokens: Tok[] = [];
  let i = 0;
  const symbolAt = (at: number) => options.symbols.find((symbol) => text.startsWith(symbol, at));
  while (i < text.length) {
    const ch = text[i]!;
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    const special = options.special?.map((re) => {
      re.lastIndex = i;
      return re.exec(text);
    });
    const found = special?.find((match) => match !== null && match !== undefined && match[0].length > 0);
    if (found) {
      tokens.push({ kind: 'word', text: found[0], start: i, end: i + found[0].length });
      i += found[0].length;
      continue;
    }
    if (ch === '"') {
      const close = text.indexOf('"', i + 1);
      const end = close === -1 ? text.length : close + 1;
      tokens.push({ kind: 'quoted', text: text.slice(i + 1, close === -1 ? text.length : close), start: i, end });
      i = end;
      continue;
    }
    const symbol = symbolAt(i);
    if (symbol !== undefined) {
      tokens.push({ kind: 'symbol', text: symbol, start: i, end: i + symbol.length });
      i += symbol.length;
      continue;
    }
    let j = i;
    while (j < text.length && !SPACE.test(text[j]!) && text[j] !== '"' && symbolAt(j) === undefined) j++;
    tokens.push({ kind: 'word', text: text.slice(i, j), start: i, end: j });
    i = j;
  }
  tokens.push({ kind: 'eof', text: '', start: text.length, end: text.length });
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------
// Building our tree

/** The operators a vendor's text can stand for, before they are joined into our tree. */
export type BinaryOp =
  | { readonly kind: 'bool'; readonly op: 'AND' | 'OR' | 'NOT' }
  | {
      readonly kind: 'prox';
      readonly op: ProximityNode['op'];
      readonly distance: number | null;
      /** How faithful the operator is, and why; an exact operator with nothing to explain has none. */
      readonly severity?: NoteSeverity;
      readonly reason?: string;
    }
  /** No operator of ours fits: the operands are joined with AND (approximate) and the reason says why. */
  | { readonly kind: 'and-instead'; readonly reason: string };

// Binding strength for vendors with the usual precedence: OR < AND/NOT < proximity.
export const LEVEL_OR = 1;
export const LEVEL_AND = 2;
export const LEVEL_PROX = 3;

export function levelOf(op: BinaryOp): number {
  if (op.kind === 'prox') return LEVEL_PROX;
  if (op.kind === 'and-instead') return LEVEL_PROX;
  return op.op === 'OR' ? LEVEL_OR : LEVEL_AND;
}

/** Our truncation characters: a vendor word holding one of them literally must be quoted to stay literal. */
export const OUR_WILDCARDS = /[*?!_]/;

/** Where a term tells what became of it: the parser's `note`. */
export type Notify = (at: Span, result: string, severity: NoteSeverity, reason: string) => void;

/**
 * A vendor word whose truncation has been rewritten into ours (`mapped`, with `wildcard` telling whether any
 * truncation is left), or a literal word, which is quoted when it holds one of our truncation characters. A
 * truncated word our parser would not take as one word (it holds `:` or `=`, or truncation with too few letters
 * before it) is searched literally, with a note.
 */
export function wordTerm(mapped: string, wildcard: boolean, at: Span, notify: Notify): TermNode {
  if (!wildcard && OUR_WILDCARDS.test(mapped)) return term(mapped, at, false, true);
  const node = term(mapped, at, wildcard);
  if (!wildcard || parse(print(node)).diagnostics.length === 0) return node;
  const literal = term(mapped, at, false, true);
  notify(
    at,
    print(literal),
    'approximate',
    'Our language cannot truncate this word as written (too few letters before the truncation, or symbols inside it); searched as written, without truncation.',
  );
  return literal;
}

/** The words of a phrase as one Phrase (or a Term for one word). */
export function phraseOf(terms: readonly TermNode[], at: Span): QueryNode {
  if (terms.length === 1) return terms[0]!;
  return { kind: 'Phrase', terms, quoted: false, span: at };
}

/** True when a node may stand on either side of our proximity operators. */
export function proximityOperand(node: QueryNode): boolean {
  if (node.kind === 'Term' || node.kind === 'Phrase' || node.kind === 'Proximity') return true;
  return node.kind === 'Boolean' && node.op === 'OR' && node.operands.every(proximityOperand);
}

function hasField(node: QueryNode): boolean {
  if (node.kind === 'Field' || node.kind === 'Range') return true;
  if (node.kind === 'Boolean') return node.operands.some(hasField);
  if (node.kind === 'Proximity') return hasField(node.left) || hasField(node.right);
  return false;
}

/** Puts `node` into field `code`; parts that already name a field keep theirs (ours cannot nest fields). */
export function inField(code: string, node: QueryNode, at: Span): QueryNode {
  if (!hasField(node)) return { kind: 'Field', field: code, written: code, query: node, span: at };
  if (node.kind === 'Boolean') {
    return { ...node, operands: node.operands.map((operand) => inField(code, operand, operand.span)) };
  }
  return node;
}

/** Puts `node` into every one of `codes` joined by OR, using our combined fields where they match exactly. */
export function inFields(codes: readonly string[], node: QueryNode, at: Span): QueryNode {
  const set = [...new Set(codes)];
  const has = (...names: string[]) => set.length === names.length && names.every((name) => set.includes(name));
  if (has('TI', 'AB')) return inField('TA', node, at);
  if (has('TI', 'AB', 'CL')) return inField('TAC', node, at);
  if (has('TA', 'CL')) return inField('TAC', node, at);
  const fielded = set.map((code) => inField(code, node, at));
  return fielded.slice(1).reduce((left, right) => joinBoolean('OR', left, right, at), fielded[0]!);
}

// ---------------------------------------------------------------------------------------------------------
// The shared expression parser

/**
 * The part every vendor shares: a cursor over tokens, the notes, and an operator-precedence loop. A vendor
 * says which tokens are operators, how words join (`phrase` like ours, or an implicit AND), whether its
 * operators have precedence or are read strictly left to right, and how it reads one operand.
 */
export abstract class VendorParser {
  readonly notes: TranslationNote[] = [];
  protected pos = 0;
  protected depth = 0;
  /** Nodes written with a prefix negation (`-x`, `NOT x`): joined to their left neighbour with NOT. */
  protected readonly negated = new Set<QueryNode>();

  constructor(
    protected readonly text: string,
    protected readonly tokens: readonly Tok[],
  ) {}

  /** The operator this token stands for, or null. */
  protected abstract binaryOp(tok: Tok): BinaryOp | null;
  /** Reads one operand, or returns null when it was left out (with a note). */
  protected abstract parseOperand(): QueryNode | null;
  /** True: operators are read left to right with no precedence (CQL). */
  protected readonly leftToRight: boolean = false;
  /** What an operand right after another one means: our phrase rule, or the vendor's default AND. */
  protected readonly implicitAnd: boolean = true;
  /** Why an implicit AND is not exact, or null when it is the vendor's documented default. */
  protected readonly implicitAndReason: string | null = null;

  protected get tok(): Tok {
    return this.tokens[this.pos]!;
  }
  protected peek(offset = 1): Tok {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)]!;
  }
  protected advance(): Tok {
    const tok = this.tok;
    if (tok.kind !== 'eof') this.pos++;
    return tok;
  }
  protected isSymbol(tok: Tok, ...symbols: string[]): boolean {
    return tok.kind === 'symbol' && symbols.includes(tok.text);
  }
  protected source(at: Span): string {
    return this.text.slice(at.start, at.end);
  }

  note(at: Span, result: string, severity: NoteSeverity, reason: string): void {
    this.notes.push({ span: at, source: this.source(at), result, severity, reason });
  }

  /** The whole query; whatever is left over (a stray `)`) is noted and skipped. */
  parseAll(): QueryNode | null {
    let result: QueryNode | null = null;
    while (this.tok.kind !== 'eof') {
      const before = this.pos;
      const part = this.parseExpression(0);
      if (part !== null)
        result = result === null ? part : this.join({ kind: 'bool', op: 'AND' }, result, part, part.span);
      const stuck: Tok = this.tok;
      if (stuck.kind !== 'eof' && this.pos === before) {
        const stray = this.advance();
        this.note(span(stray.start, stray.end), '', 'none', 'This symbol has no meaning here, so it was left out.');
      }
    }
    return result;
  }

  /** True when the token can begin an operand (so two operands side by side are an implicit join). */
  protected startsOperand(tok: Tok): boolean {
    if (tok.kind === 'eof') return false;
    if (tok.kind === 'symbol') return tok.text === '(';
    return this.binaryOp(tok) === null;
  }

  protected parseExpression(minLevel: number): QueryNode | null {
    let left = this.parseOperandGuarded();
    for (;;) {
      const tok = this.tok;
      let op = this.binaryOp(tok);
      const implicit = op === null;
      if (op === null) {
        if (!this.implicitAnd || !this.startsOperand(tok)) break;
        op = { kind: 'bool', op: 'AND' };
      }
      const level = this.leftToRight ? 0 : levelOf(op);
      if (level < minLevel) break;
      if (!implicit) this.advance();
      else if (this.implicitAndReason !== null) this.noteImplicitAnd(tok);
      const right = this.parseExpression(this.leftToRight ? 1 : level + 1);
      const at = span(tok.start, tok.end);
      if (!implicit) this.noteOperator(op, at, left, right);
      // One side was left out (with its own note): the operator goes with it and the other side stays.
      if (left === null) left = right;
      else if (right !== null) left = this.join(op, left, right, at);
    }
    return left;
  }

  private impliedNoted = false;
  private noteImplicitAnd(tok: Tok): void {
    if (this.impliedNoted) return;
    this.impliedNoted = true;
    this.note(span(tok.start, tok.end), 'AND', 'approximate', this.implicitAndReason ?? '');
  }

  private parseOperandGuarded(): QueryNode | null {
    if (this.depth > 60) {
      const start = this.tok.start;
      while (this.tok.kind !== 'eof') this.advance();
      this.note(span(start, this.text.length), '', 'none', 'Too deeply nested to translate; this part was left out.');
      return null;
    }
    this.depth++;
    try {
      return this.parseOperand();
    } finally {
      this.depth--;
    }
  }

  /** Notes an operator whose spelling changes, with its severity. Boolean operators carry over unnoted. */
  protected noteOperator(op: BinaryOp, at: Span, left: QueryNode | null, right: QueryNode | null): void {
    if (op.kind !== 'prox') return;
    if (left === null || right === null) return;
    const result = op.op === 'WS' || op.op === 'WP' || op.distance === null ? op.op : `${op.op}${op.distance}`;
    if (!proximityFits(left, right)) return; // join() notes the AND used instead
    this.note(at, result, op.severity ?? 'exact', op.reason ?? describeProximity(op.op, op.distance));
  }

  /** Joins two operands; prefix negations become our binary NOT; proximity that cannot hold becomes AND. */
  protected join(op: BinaryOp, left: QueryNode, right: QueryNode, at: Span): QueryNode {
    const whole = span(Math.min(left.span.start, at.start), Math.max(right.span.end, at.end));
    if (op.kind === 'bool') {
      if (this.negated.has(right) && op.op === 'AND') {
        this.negated.delete(right);
        return joinBoolean('NOT', left, right, whole);
      }
      if (this.negated.has(right) && op.op === 'OR') {
        this.note(right.span, '', 'none', 'OR NOT has no equivalent: our NOT means "and not". This part was left out.');
        this.negated.delete(right);
        return left;
      }
      return joinBoolean(op.op, left, right, whole);
    }
    if (op.kind === 'and-instead') {
      this.note(at, 'AND', 'approximate', op.reason);
      return joinBoolean('AND', left, right, whole);
    }
    // The same fields on both sides (Espacenet `ia=apple prox/ordered ia=corp`, where ia is PA OR INV): the
    // proximity goes inside each field.
    const pairs = sameFields(left, right);
    if (pairs !== null) {
      const fielded = pairs.map(
        ([field, l, r]): QueryNode => ({
          kind: 'Field',
          field,
          written: field,
          query: this.join(op, l, r, at),
          span: whole,
        }),
      );
      return fielded.slice(1).reduce((a, b) => joinBoolean('OR', a, b, whole), fielded[0]!);
    }
    if (!proximityOperand(left) || !proximityOperand(right)) {
      this.note(
        at,
        'AND',
        'approximate',
        'Our proximity operators take words, phrases and OR groups of them in one field; these operands are joined with AND instead, which also finds documents where they are far apart.',
      );
      return joinBoolean('AND', left, right, whole);
    }
    return { kind: 'Proximity', op: op.op, distance: op.distance, written: op.op, left, right, span: whole };
  }
}

/** The fields of `node` when it is one field clause or an OR of them: `[field, value]` each. */
function fieldClauses(node: QueryNode): [string, QueryNode][] | null {
  if (node.kind === 'Field') return [[node.field, node.query]];
  if (node.kind !== 'Boolean' || node.op !== 'OR') return null;
  const all = node.operands.map((operand) =>
    operand.kind === 'Field' ? ([operand.field, operand.query] as [string, QueryNode]) : null,
  );
  return all.every((pair) => pair !== null) ? (all as [string, QueryNode][]) : null;
}

/** `[field, left value, right value]` when both sides search the same fields in the same order, else null. */
function sameFields(left: QueryNode, right: QueryNode): [string, QueryNode, QueryNode][] | null {
  const a = fieldClauses(left);
  const b = fieldClauses(right);
  if (a === null || b === null || a.length !== b.length) return null;
  if (a.some(([field], i) => field !== b[i]![0])) return null;
  return a.map(([field, value], i) => [field, value, b[i]![1]]);
}

/** True when a proximity between these operands can be written in our language. */
function proximityFits(left: QueryNode, right: QueryNode): boolean {
  const pairs = sameFields(left, right);
  if (pairs !== null) return pairs.every(([, l, r]) => proximityOperand(l) && proximityOperand(r));
  return proximityOperand(left) && proximityOperand(right);
}

export function describeProximity(op: ProximityNode['op'], distance: number | null): string {
  if (op === 'WS') return 'In the same sentence.';
  if (op === 'WP') return 'In the same paragraph.';
  const words = distance === 0 ? 'next to each other' : `with at most ${distance} other words between them`;
  return op === 'WF' ? `In this order, ${words}.` : `In either order, ${words}.`;
}

/** The first word or phrase outside any field: it searches our default field (title, abstract and claims). */
export function firstUnfielded(node: QueryNode): QueryNode | null {
  switch (node.kind) {
    case 'Term':
    case 'Phrase':
    case 'Proximity':
      return node;
    case 'Boolean':
      for (const operand of node.operands) {
        const found = firstUnfielded(operand);
        if (found) return found;
      }
      return null;
    default:
      return null;
  }
}

/** Prints the tree, checks it with our parser and sorts the notes by where they are in the pasted text. */
export function finish(
  vendor: Vendor,
  parser: VendorParser,
  ast: QueryNode | null,
  defaultFieldReason: string,
): Translation {
  if (ast !== null) {
    const bare = firstUnfielded(ast);
    if (bare !== null) parser.note(bare.span, print(bare), 'approximate', defaultFieldReason);
  }
  const query = ast === null ? '' : print(ast);
  const problems = query === '' ? [] : parse(query).diagnostics;
  const notes = [...parser.notes].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { vendor, query, notes, problems };
}

/**
 * `node` searched in our fields `codes` (all of one kind), converting the value to what that kind takes.
 * Null (with a note by the caller) when the value cannot be one of that kind.
 */
export function valueInFields(codes: readonly string[], node: QueryNode, at: Span): QueryNode | null {
  const kind = lookupField(codes[0]!)?.kind ?? 'text';
  let result: QueryNode | null;
  if (kind === 'classification') result = inFields(codes, asCodes(node), at);
  else if (kind === 'date' || kind === 'numeric') result = asDates(codes[0]!, node);
  else result = inFields(codes, node, at);
  return readable(result);
}
