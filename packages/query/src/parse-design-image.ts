import type { DesignImageOptions } from './ast';
import { quotedText } from './parse-words';
import type { Parser } from './parser';
import { isBinaryOperator, type Token, TokenKind } from './token-kind';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPTIONS = ['countries', 'max_results', 'caption', 'locarno', 'uspc'] as const;
type OptionName = (typeof OPTIONS)[number];
/** The largest `max_results` an image search may ask for. */
export const MAX_DESIGN_RESULTS = 10_000;

type MutableOptions = { -readonly [K in keyof DesignImageOptions]: DesignImageOptions[K] };

/**
 * DesignArguments : DesignArgument { ',' DesignArgument }
 * DesignArgument  : Uuid | OptionName '=' OptionValue
 * OptionValue     : Country { ',' Country } (countries) | Int (max_results) | Word | Quoted
 * Reads up to and including the `)`; `start` is where `design_image` begins. Image ids are UUIDs
 * (stored lower-case), countries two-letter codes (stored upper-case), max_results 1..10000. The list
 * stops early at `(`, an operator or the end, so a missing `)` does not swallow the rest of the query.
 */
export function parseDesignImageArguments(p: Parser, start: number): { images: string[]; options: DesignImageOptions } {
  const open = p.advance('paren');
  const images: string[] = [];
  const options: MutableOptions = {};
  const seen = new Set<string>();
  let expectArgument = true;
  let idsWritten = 0;
  for (;;) {
    p.steps += 1;
    const token = p.token;
    if (ends(token)) break;
    if (token.kind === TokenKind.COMMA) {
      if (expectArgument) invalid(p, 'Missing image id or option before the comma', token);
      p.advance('punctuation');
      expectArgument = true;
      continue;
    }
    if (!expectArgument) p.unexpected(token, ', or ) in design_image(...)');
    expectArgument = false;
    if (token.kind === TokenKind.WORD && p.peek().kind === TokenKind.EQUALS) {
      parseOption(p, options, seen);
    } else if (token.kind === TokenKind.WORD || token.kind === TokenKind.QUOTED) {
      p.advance('design-image');
      idsWritten += 1;
      const id = token.kind === TokenKind.WORD ? p.slice(token) : quotedText(p, token);
      if (UUID.test(id)) images.push(id.toLowerCase());
      else
        invalid(
          p,
          `${p.quote(token)} is not an image id: write a UUID such as 123e4567-e89b-12d3-a456-426614174000`,
          token,
        );
    } else {
      p.unexpected(token);
      p.advance('error');
    }
  }
  if (p.expectOptionalToken(TokenKind.PAREN_R, 'paren') === null) {
    p.report('QUERY_UNCLOSED_PAREN', 'Missing ) to close the ( opened here', open);
  }
  if (idsWritten === 0) {
    invalid(p, 'design_image(...) needs at least one image id (a UUID)', { start, end: p.lastEnd });
  }
  return { images, options };
}

function parseOption(p: Parser, options: MutableOptions, seen: Set<string>): void {
  const nameToken = p.advance('design-option');
  p.advance('punctuation');
  const name = p.slice(nameToken).toLowerCase();
  const value = p.token;
  const hasValue = value.kind === TokenKind.WORD || value.kind === TokenKind.QUOTED;
  if (!isOption(name)) {
    invalid(
      p,
      `Unknown design_image option ${p.quote(nameToken)}. The options are countries, max_results, caption, locarno and uspc`,
      nameToken,
    );
    if (hasValue) p.advance('error');
    return;
  }
  if (seen.has(name)) invalid(p, `${name} is given twice in design_image(...)`, nameToken);
  seen.add(name);
  if (!hasValue) {
    invalid(p, `${name}= needs a value, found ${p.describe(value)}`, p.spanOf(nameToken, p.previous() ?? nameToken));
    return;
  }
  if (name === 'countries') {
    options.countries = parseCountries(p);
    return;
  }
  p.advance(value.kind === TokenKind.QUOTED ? 'quoted' : name === 'max_results' ? 'number' : 'term');
  const text = value.kind === TokenKind.QUOTED ? quotedText(p, value) : p.slice(value);
  if (name !== 'max_results') {
    options[name] = text;
    return;
  }
  const count = Number(text);
  if (/^\d+$/.test(text) && count >= 1 && count <= MAX_DESIGN_RESULTS) options.max_results = count;
  else invalid(p, `max_results must be a whole number from 1 to ${MAX_DESIGN_RESULTS}, found ${p.quote(value)}`, value);
}

/** Country { ',' Country } — a comma followed by a word that is neither an option nor an image id continues the list. */
function parseCountries(p: Parser): string[] {
  const countries: string[] = [];
  for (;;) {
    p.steps += 1;
    const token = p.advance('term');
    const code = token.kind === TokenKind.QUOTED ? quotedText(p, token) : p.slice(token);
    if (/^[A-Za-z]{2}$/.test(code)) countries.push(code.toUpperCase());
    else invalid(p, `${p.quote(token)} is not a two-letter country code, as in US or EP`, token);
    const next = p.peek();
    const continues =
      p.token.kind === TokenKind.COMMA &&
      next.kind === TokenKind.WORD &&
      p.peek(2).kind !== TokenKind.EQUALS &&
      !UUID.test(p.slice(next));
    if (!continues) return countries;
    p.advance('punctuation');
  }
}

function ends(token: Token): boolean {
  return (
    token.kind === TokenKind.PAREN_R ||
    token.kind === TokenKind.PAREN_L ||
    token.kind === TokenKind.EOF ||
    isBinaryOperator(token.kind)
  );
}

function isOption(name: string): name is OptionName {
  return (OPTIONS as readonly string[]).includes(name);
}

function invalid(p: Parser, message: string, at: { start: number; end: number }): void {
  p.report('QUERY_INVALID_DESIGN_IMAGE', message, at);
}
