// What a markup file is, told by its content, for the reason an entry without patent documents is skipped: DTDs,
// XML Schemas, the EPO full-text delivery's index and table of contents, literature (PubMed, dblp), HTML pages,
// classification files, and any other XML by its root element.

/** Text on one line, cut to `max` characters. */
export function clip(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The text after the XML declaration, comments, processing instructions and the DOCTYPE (with its subset). */
function afterProlog(text: string): string {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    const trimmed = rest.trimStart();
    const skip =
      /^<\?[\s\S]*?\?>/.exec(trimmed) ??
      /^<!--[\s\S]*?-->/.exec(trimmed) ??
      /^<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\]\s*)?>/i.exec(trimmed);
    if (skip === null) return trimmed;
    rest = trimmed.slice(skip[0].length);
  }
}

/** The first comment's first line, when it says what the file is (`DTD for XML Schemas: Part 2: Datatypes`). */
function dtdTitle(text: string): string {
  const comment = /<!--([\s\S]*?)-->/.exec(text)?.[1] ?? '';
  const line = comment.split('\n').find((l) => /\bDTD\b/.test(l));
  return line === undefined ? '' : ` ('${clip(line)}')`;
}

type Root = { name: string; local: string; attrs: Record<string, string>; text: string };

function rootOf(text: string): Root | undefined {
  const body = afterProlog(text);
  const tag = /^<([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/.exec(body);
  if (tag === null) return undefined;
  const attrs: Record<string, string> = {};
  for (const m of (tag[2] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attrs[m[1]!] = m[2] ?? m[3] ?? '';
  }
  const name = tag[1]!;
  return { name, local: name.slice(name.indexOf(':') + 1), attrs, text: body };
}

/** The text of the first element named `local` (any prefix) in `text`. */
function firstText(text: string, local: string): string | undefined {
  const m = new RegExp(`<(?:[\\w-]+:)?${local}[^>]*>([^<]*)<`).exec(text);
  return m?.[1]?.trim();
}

/** The publication numbers of one `ftm-first-doc-in-range` or `ftm-last-doc-in-range`. */
function rangeEnd(text: string, which: 'first' | 'last'): string {
  const block = new RegExp(`<ftm-${which}-doc-in-range>([\\s\\S]*?)</ftm-${which}-doc-in-range>`).exec(text)?.[1];
  if (block === undefined) return '?';
  return ['country', 'doc-number', 'kind'].map((name) => firstText(block, name) ?? '').join('');
}

function describeRoot(root: Root): string {
  const { local, attrs, text } = root;
  switch (local) {
    case 'schema':
      if (!Object.values(attrs).includes('http://www.w3.org/2001/XMLSchema')) break;
      return `XML Schema (XSD) file${attrs.targetNamespace ? ` of namespace ${attrs.targetNamespace}` : ''}: the definition of an XML format, not a publication`;
    case 'ftm-package-index': {
      const files = [...text.matchAll(/<filename>([^<]+)<\/filename>/g)].map((m) => m[1]);
      return `EPO full-text (FTM) delivery index of volume ${attrs['volume-id'] ?? '?'}: lists its package ${files.join(', ')} with publications ${rangeEnd(text, 'first')} to ${rangeEnd(text, 'last')}, not a publication`;
    }
    case 'content': {
      const files = [...text.matchAll(/<file>([^<]+)<\/file>/g)].map((m) => m[1]!);
      if (files.length === 0) break;
      return `table of contents of a full-text publication folder (${files.length} files: ${files[0]} and ${files.length - 1} more): a file list, not a publication`;
    }
    case 'class-scheme':
      return `CPC scheme XML (classification items of ${firstText(text, 'classification-symbol') ?? '?'}, published ${attrs['publication-date'] ?? '?'}): classification titles, not a publication`;
    case 'CPCMasterClassificationFile':
      return `USPTO CPC Master Classification File XML (CPC codes of US patents ${attrs['uspat:publicationStartNumber'] ?? '?'} to ${attrs['uspat:publicationEndNumber'] ?? '?'}): classifications of publications, no publication`;
    case 'PubmedArticleSet':
      return 'PubMed article set (PubmedArticleSet XML): journal articles, non-patent literature';
    case 'dblp':
      return 'dblp bibliography XML: computer-science publications, non-patent literature';
    case 'html':
    case 'HTML': {
      const title = firstText(text, 'title') || [...text.matchAll(/<h[1-3][^>]*>([^<]+)</gi)].map((m) => clip(m[1]!));
      const named = Array.isArray(title) ? title.slice(0, 2).join(' / ') : title;
      return `HTML page${named ? ` ('${clip(named, 140)}')` : ''}: a web page or report, not a publication`;
    }
  }
  const ns = attrs[`xmlns${root.name.includes(':') ? `:${root.name.slice(0, root.name.indexOf(':'))}` : ''}`];
  return `XML document with root element <${root.name}>${ns ? ` (namespace ${ns})` : ''}: a vocabulary no reader reads, no patent document`;
}

/** Why a markup file holds no patent document, naming what it is; undefined when the text is not markup. */
export function describeMarkup(text: string): string | undefined {
  if (!/^\uFEFF?\s*</.test(text)) return undefined;
  const body = afterProlog(text);
  if (/^<!(?:ENTITY|ELEMENT|ATTLIST|NOTATION)\b|^<!\[/.test(body)) {
    return `DTD file${dtdTitle(text)}: declarations of elements and entities, not a publication`;
  }
  const root = rootOf(text);
  return root === undefined ? undefined : describeRoot(root);
}
