import { escapeXml } from './export-values';
import type { ExportReport } from './export-writer';

/**
 * The fixed parts of a Word (WordprocessingML, ECMA-376) package that the docx writer puts around the streamed
 * document body: content types, package relationships, properties, styles, settings and the page-number footer.
 * Kept apart from the writer so the writer reads as "what a document looks like", not as package plumbing.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const NS_W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const NS_R = DOC_RELS;
export const NS_WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
export const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
export const NS_PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';

export const REL_HYPERLINK = `${DOC_RELS}/hyperlink`;
export const REL_IMAGE = `${DOC_RELS}/image`;

/** Relationship ids of the fixed parts; hyperlinks and images get their own, numbered, ids. */
export const FOOTER_REL_ID = 'rIdFooter';

/** A4 with 2 cm margins, in twentieths of a point; the text column is what tables and pictures must fit. */
export const PAGE = { width: 11906, height: 16838, margin: 1134 } as const;
export const TEXT_WIDTH_TWIPS = PAGE.width - 2 * PAGE.margin;

export function contentTypesXml(): string {
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Default Extension="png" ContentType="image/png"/>
<Default Extension="jpeg" ContentType="image/jpeg"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>
<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>
</Types>`;
}

export function packageRelsXml(): string {
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}">
<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
<Relationship Id="rId3" Type="${DOC_RELS}/extended-properties" Target="docProps/app.xml"/>
</Relationships>`;
}

export function corePropsXml(report: ExportReport): string {
  const when = report.exportedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>${escapeXml(report.title)}</dc:title>
<dc:creator>${escapeXml(report.exportedBy)}</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>
</cp:coreProperties>`;
}

export function appPropsXml(): string {
  return `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Patent search export</Application></Properties>`;
}

export function settingsXml(): string {
  return `${XML_HEAD}<w:settings xmlns:w="${NS_W}"><w:defaultTabStop w:val="708"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>`;
}

/** The footer: "Page N of M", fields Word and LibreOffice fill in when they lay the document out. */
export function footerXml(): string {
  const field = (instr: string) => `<w:fldSimple w:instr=" ${instr} "><w:r><w:t>1</w:t></w:r></w:fldSimple>`;
  return `${XML_HEAD}<w:ftr xmlns:w="${NS_W}"><w:p><w:pPr><w:pStyle w:val="Footer"/><w:jc w:val="center"/></w:pPr><w:r><w:t xml:space="preserve">Page </w:t></w:r>${field('PAGE')}<w:r><w:t xml:space="preserve"> of </w:t></w:r>${field('NUMPAGES')}</w:p></w:ftr>`;
}

/**
 * Styles by their built-in names ("heading 1", "Title"), so Word's navigation pane, outline and table of contents and
 * other readers (mammoth, LibreOffice) see real headings. Every document starts on a new page (Heading 1 breaks).
 * Fonts: Calibri for Latin text and the reader's East Asian font for Japanese and Chinese (Word picks it per script).
 */
export function stylesXml(): string {
  return `${XML_HEAD}<w:styles xmlns:w="${NS_W}">
<w:docDefaults>
<w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="MS Mincho" w:cs="Arial"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-GB" w:eastAsia="ja-JP"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault>
</w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:before="2400" w:after="480"/></w:pPr><w:rPr><w:b/><w:color w:val="1C4F8A"/><w:sz w:val="44"/><w:szCs w:val="44"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:pageBreakBefore/><w:spacing w:after="200"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="1C4F8A"/><w:sz w:val="30"/><w:szCs w:val="30"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Footer"><w:name w:val="footer"/><w:basedOn w:val="Normal"/><w:rPr><w:color w:val="666666"/><w:sz w:val="18"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="1C4F8A"/><w:u w:val="single"/></w:rPr></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="table" w:styleId="Bibliography"><w:name w:val="Bibliography Table"/><w:basedOn w:val="TableNormal"/><w:pPr><w:spacing w:after="0"/></w:pPr><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:color="C8D3E0"/><w:left w:val="single" w:sz="4" w:color="C8D3E0"/><w:bottom w:val="single" w:sz="4" w:color="C8D3E0"/><w:right w:val="single" w:sz="4" w:color="C8D3E0"/><w:insideH w:val="single" w:sz="4" w:color="C8D3E0"/><w:insideV w:val="single" w:sz="4" w:color="C8D3E0"/></w:tblBorders><w:tblCellMar><w:top w:w="40" w:type="dxa"/><w:left w:w="100" w:type="dxa"/><w:bottom w:w="40" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>`;
}

/** The start of the body part, with every namespace the body uses. */
export function documentHead(): string {
  return `${XML_HEAD}<w:document xmlns:w="${NS_W}" xmlns:r="${NS_R}" xmlns:wp="${NS_WP}" xmlns:a="${NS_A}" xmlns:pic="${NS_PIC}"><w:body>`;
}

/** The end of the body: the one section's page size, margins and footer. */
export function documentTail(): string {
  const { width, height, margin } = PAGE;
  return `<w:sectPr><w:footerReference w:type="default" r:id="${FOOTER_REL_ID}"/><w:pgSz w:w="${width}" w:h="${height}"/><w:pgMar w:top="${margin}" w:right="${margin}" w:bottom="${margin}" w:left="${margin}" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

/** The start of the body's relationships: styles, settings and footer; hyperlinks and images follow. */
export function documentRelsHead(): string {
  return `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rIdStyles" Type="${DOC_RELS}/styles" Target="styles.xml"/><Relationship Id="rIdSettings" Type="${DOC_RELS}/settings" Target="settings.xml"/><Relationship Id="${FOOTER_REL_ID}" Type="${DOC_RELS}/footer" Target="footer1.xml"/>`;
}

export function documentRelsTail(): string {
  return '</Relationships>';
}
