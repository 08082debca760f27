import type { Claim } from '@app/shared';
import { useMemo } from 'react';
import type { PatentDoc } from '../types/patentDocSchema';
import type { RelatedDoc } from '../types/relatedDocSchema';
import { pickText, type TextChoice, type TextPreference, type TextSource } from '../utils/pickText';

/** The texts of a document chosen for the reader's language. */
export type PatentTexts = {
  title: TextChoice<string> | null;
  abstract: TextChoice<string> | null;
  claims: TextChoice<Claim[]> | null;
  description: TextChoice<string[]> | null;
};

/**
 * Picks title, abstract, claims and description in the reader's language (SPEC §8 fallback). Only the abstract may
 * come from a corresponding document: family members' abstracts describe the same invention, but their claims are
 * different legal texts and their titles would misname the document being read.
 */
export function usePatentTexts(doc: PatentDoc, preference: TextPreference, family: readonly RelatedDoc[]): PatentTexts {
  return useMemo(() => {
    const own = <T>(original: Record<string, T> | undefined, translated?: Record<string, T>): TextSource<T> => ({
      ucid: doc.ucid,
      original,
      translated,
      language: doc.language,
    });
    const corresponding = family
      .filter((member) => member.ucid !== doc.ucid)
      .map((member) => ({ ucid: member.ucid, original: member.abstracts, language: member.language }));
    return {
      title: pickText(own(doc.titles, doc.titles_mt), preference),
      abstract: pickText(own(doc.abstracts, doc.abstracts_mt), preference, corresponding),
      claims: pickText(own(doc.claims), preference),
      description: pickText(own(doc.descriptions), preference),
    };
  }, [doc, preference, family]);
}
