import { describe, expect, it } from 'vitest';
import { dropStrayCloseTags, parseXmlDocument } from './uspto-xml';

describe('dropStrayCloseTags', () => {
  it('drops only close tags that close nothing, ignoring comments and CDATA', () => {
    expect(dropStrayCloseTags('<a><b>x</maths></b></a>')).toEqual({ text: '<a><b>x</b></a>', dropped: 1 });
    expect(dropStrayCloseTags('<a><!-- </b> --><![CDATA[</c>]]><br/></a>').dropped).toBe(0);
    expect(dropStrayCloseTags('<a><b></a>').dropped).toBe(0);
  });

  it('lets the parser read a document whose only flaw is a stray close tag, and still reports real breakage', () => {
    const repaired = parseXmlDocument({ text: '<doc><p>a</maths> b</p></doc>', index: 0, line: 1 });
    expect(repaired.ok).toBe(true);
    const truncated = parseXmlDocument({ text: '<doc><p>a</p>', index: 0, line: 1 });
    expect(truncated.ok).toBe(false);
  });
});
