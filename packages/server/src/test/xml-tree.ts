import { SaxesParser } from 'saxes';

/** An XML element as a test reads it: its name as written (prefix included), attributes, children and own text. */
export type XmlElement = {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
};

/** Parses a whole document with saxes (a conforming XML parser: malformed input throws). */
export function parseXmlTree(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
    };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.on('text', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('cdata', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return root.children[0]!;
}

/** Every element with this name below (and including) the element, in document order. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (e: XmlElement) => {
    if (e.name === name) found.push(e);
    for (const child of e.children) visit(child);
  };
  visit(element);
  return found;
}

/** The first child with this name; throws when there is none, so a test fails saying what was missing. */
export function child(element: XmlElement, name: string): XmlElement {
  const found = element.children.find((c) => c.name === name);
  if (!found) throw new Error(`<${element.name}> has no <${name}>`);
  return found;
}

/** All text inside an element and its descendants (document order where text sits only in leaves, as here). */
export function deepText(element: XmlElement): string {
  return element.text + element.children.map(deepText).join('');
}
