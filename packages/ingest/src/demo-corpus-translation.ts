// Native titles and abstracts of the demo corpus's non-English documents, with their English machine translations.
// Both come from the same choice of topic words (subject, feature, title pattern, benefit), filled into one
// sentence pattern per language, so the "translation" says what the native text says. Titles in German and French
// are the topics' own title parts; Japanese, Chinese and Korean titles name the subject only, as such titles mostly
// do, and their translation does the same.

import { FRENCH, GERMAN } from './demo-corpus-lang-de-fr';
import { JAPANESE } from './demo-corpus-lang-ja';
import { KOREAN } from './demo-corpus-lang-ko';
import { CHINESE } from './demo-corpus-lang-zh';
import { an, cap } from './demo-corpus-text';
import { TITLE_PATTERNS, type Topic } from './demo-corpus-topics';

/** A topic's words in one language: its field, its subjects (CJK only) and its benefits, in the topic's order. */
export type NativeWords = {
  readonly field: string;
  readonly subjects?: readonly string[];
  readonly benefits: readonly string[];
};

/** Which of the topic's words an invention took; indices into `Topic.subjects`, `features`, `benefits`. */
export type WordChoice = {
  readonly subject: number;
  readonly feature: number;
  readonly pattern: number;
  readonly benefit: number;
};

export type NativeTexts = {
  readonly title: string;
  readonly abstract: string;
  /** English machine translations of the two. */
  readonly titleMt: string;
  readonly abstractMt: string;
};

/** Languages other than English the demo corpus publishes in. */
export const NATIVE_LANGUAGES = ['de', 'fr', 'ja', 'zh', 'ko'] as const;
export type NativeLanguage = (typeof NATIVE_LANGUAGES)[number];

export const NATIVE_WORDS: Readonly<Record<NativeLanguage, Readonly<Record<string, NativeWords>>>> = {
  de: GERMAN,
  fr: FRENCH,
  ja: JAPANESE,
  zh: CHINESE,
  ko: KOREAN,
};

/** Title patterns of `TITLE_PATTERNS` for subject-only titles, in English and the three CJK languages. */
const SUBJECT_TITLES: Readonly<Record<'en' | 'ja' | 'zh' | 'ko', readonly string[]>> = {
  en: ['{s}', '{s}', '{s}', '{s} and method for manufacturing the same', '{s} and system comprising the same'],
  ja: ['{s}', '{s}', '{s}', '{s}及びその製造方法', '{s}及びそれを備えたシステム'],
  zh: ['{s}', '{s}', '{s}', '{s}及其制造方法', '{s}以及包括其的系统'],
  ko: ['{s}', '{s}', '{s}', '{s} 및 그 제조 방법', '{s} 및 이를 포함하는 시스템'],
};

/** The abstract's sentence pattern in each language: `{field}`, `{title}`, `{benefit}`. */
const ABSTRACTS: Readonly<Record<'en' | NativeLanguage, string>> = {
  en: 'The present invention relates to {field}, and in particular to {title}. The invention {benefit}.',
  de: 'Die vorliegende Erfindung betrifft {field}, insbesondere: {title}. Die Erfindung {benefit}.',
  fr: "La présente invention concerne {field}, et en particulier : {title}. L'invention {benefit}.",
  ja: '本発明は、{field}に関し、特に{title}に関する。本発明は、{benefit}。',
  zh: '本发明涉及{field}，具体涉及{title}。本发明{benefit}。',
  ko: '본 발명은 {field}에 관한 것으로, 특히 {title}에 관한 것이다. 본 발명은 {benefit}.',
};

function fill(pattern: string, words: Readonly<Record<string, string>>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? '');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function isNativeLanguage(language: string): language is NativeLanguage {
  return (NATIVE_LANGUAGES as readonly string[]).includes(language);
}

/** Title and abstract of an invention in `language`, with their English machine translations. */
export function nativeTexts(topic: Topic, choice: WordChoice, language: NativeLanguage): NativeTexts {
  const words = NATIVE_WORDS[language][topic.field];
  if (words === undefined) throw new Error(`demo corpus: no ${language} words for "${topic.field}"`);
  const subject = topic.subjects[choice.subject]!;
  const feature = topic.features[choice.feature]!;
  let title: string;
  let titleMt: string;
  if (language === 'de' || language === 'fr') {
    const column = language === 'de' ? 1 : 2;
    const pattern = TITLE_PATTERNS[choice.pattern]!;
    title = cap(pattern[column].replace('{s}', subject[column]).replace('{f}', feature[column]));
    titleMt = cap(pattern[0].replace('{s}', subject[0]).replace('{f}', feature[0]));
  } else {
    title = SUBJECT_TITLES[language][choice.pattern]!.replace('{s}', words.subjects![choice.subject]!);
    titleMt = cap(SUBJECT_TITLES.en[choice.pattern]!.replace('{s}', subject[0]));
  }
  const abstract = fill(ABSTRACTS[language], {
    field: words.field,
    title: language === 'fr' ? lowerFirst(title) : title,
    benefit: words.benefits[choice.benefit]!,
  });
  const abstractMt = fill(ABSTRACTS.en, {
    field: topic.field,
    title: an(lowerFirst(titleMt)),
    benefit: topic.benefits[choice.benefit]!,
  });
  return { title, abstract, titleMt, abstractMt };
}
