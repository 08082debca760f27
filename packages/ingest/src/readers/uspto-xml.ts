// The USPTO readers' XML helpers now live in `./xml` (one element tree for every reader). This module only forwards
// what the readers that still import it use (CPC scheme, IPC titles, CPC master, XML4IP); once they import `./xml`
// and `usptoEntity`, it can go.

import { usptoEntity } from './uspto-common';
import { type DocumentText, type ParsedXml, parseXmlDocument as parseWith } from './xml';

export type { XmlElement as XmlNode } from './xml';
export { splitXmlDocuments, textChunks } from './xml';

/** `parseXmlDocument` of `./xml` with the entities the USPTO DTDs declare. */
export function parseXmlDocument(doc: DocumentText): ParsedXml {
  return parseWith(doc, usptoEntity);
}
