// Claims and descriptions of the synthetic demo corpus.

import type { Claim } from '@app/shared';
import { FIGURE_VIEWS, type Figure } from './demo-corpus-drawings';
import type { Random } from './demo-corpus-random';
import type { Property, Topic } from './demo-corpus-topics';

// ---------------------------------------------------------------------------------------------------------------
// Text.

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function an(word: string): string {
  return /^(?:[aeio]|u[nlm](?!i))/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

function value(random: Random, [, , min, max]: Property): string {
  const x = min + random.next() * (max - min);
  if (max >= 1e6) return x.toExponential(1);
  if (max - min < 1) return x.toFixed(4);
  if (max < 10) return x.toFixed(1);
  return String(Math.round(x));
}

export function range(random: Random, property: Property): string {
  const a = value(random, property);
  const b = value(random, property);
  const [lo, hi] = Number(a) <= Number(b) ? [a, b] : [b, a];
  return `${lo} to ${hi}${property[1] === '' ? '' : ` ${property[1]}`}`;
}

export type ClaimDraft = { readonly parents: readonly number[]; readonly text: (refs: string) => string };

/**
 * Claims as filed: an apparatus claim with dependents (one stating `fact`, if any), a method claim with dependents,
 * a use or system claim.
 */
export function claimDrafts(
  random: Random,
  topic: Topic,
  subject: string,
  parts: readonly string[],
  fact: string | null,
): ClaimDraft[] {
  const [p0, p1, p2, p3 = parts[0]!] = parts;
  // Materials, properties and functions are the field's: they qualify its own parts, not the shared ones.
  const own = parts.filter((part) => !topic.sharedParts.includes(part));
  const drafts: ClaimDraft[] = [];
  const f0 = random.pick(topic.functions);
  drafts.push({
    parents: [],
    text: () =>
      `${cap(an(subject))}, comprising: ${an(p0!)}; ${an(p1!)} arranged on the ${p0}; and ${an(p2!)} configured to ${f0}, wherein the ${p1} is in contact with the ${p2}.`,
  });
  const apparatusDependents = random.int(3, 8);
  for (let i = 0; i < apparatusDependents; i++) {
    const parent = i === 0 || random.chance(0.6) ? 0 : random.int(0, drafts.length - 1);
    const part = random.pick(own);
    const property = random.pick(topic.properties);
    const kind = random.int(0, 3);
    const tail =
      kind === 0
        ? `wherein the ${part} comprises ${random.pick(topic.materials)}.`
        : kind === 1
          ? `wherein the ${part} has a ${property[0]} of ${range(random, property)}.`
          : kind === 2
            ? `further comprising ${an(p3)} disposed between the ${p0} and the ${p2}.`
            : `wherein the ${part} is configured to ${random.pick(topic.functions)}.`;
    drafts.push({ parents: [parent], text: (refs) => `The ${subject} according to ${refs}, ${tail}` });
  }
  if (fact !== null)
    drafts.push({ parents: [0], text: (refs) => `The ${subject} according to ${refs}, wherein ${fact}.` });
  const method = drafts.length;
  const material = random.pick(topic.materials);
  const finish = random.pick(['heat-treating', 'pressing', 'curing', 'testing']);
  drafts.push({
    parents: [],
    text: () =>
      `A method for manufacturing ${an(subject)}, the method comprising: providing ${an(p0!)}; forming ${an(p1!)} on the ${p0} using ${material}; arranging ${an(p2!)} adjacent to the ${p1}; and ${finish} the resulting assembly.`,
  });
  const methodDependents = random.int(1, 4);
  for (let i = 0; i < methodDependents; i++) {
    const property = random.pick(topic.properties);
    const tail = random.chance(0.5)
      ? `wherein the forming is carried out at a ${property[0]} of ${range(random, property)}.`
      : `further comprising a step of inspecting the ${random.pick(parts)}.`;
    drafts.push({ parents: [method], text: (refs) => `The method according to ${refs}, ${tail}` });
  }
  if (random.chance(0.6)) {
    const last = method - 1;
    drafts.push({
      parents: Array.from({ length: last + 1 }, (_, i) => i),
      text: (refs) => `Use of the ${subject} according to ${refs} in ${topic.field}.`,
    });
  }
  return drafts;
}

/** Numbers the drafts; a multiple dependency is written `any one of claims 1 to 5`. */
export function numberClaims(drafts: readonly ClaimDraft[]): Claim[] {
  return drafts.map((draft, index) => {
    const dependsOn = draft.parents.map((p) => p + 1);
    const refs =
      dependsOn.length === 0
        ? ''
        : dependsOn.length === 1
          ? `claim ${dependsOn[0]}`
          : `any one of claims ${dependsOn[0]} to ${dependsOn[dependsOn.length - 1]}`;
    return { num: index + 1, text: draft.text(refs), dependsOn };
  });
}

/** Claims as granted: claim 2's feature folded into claim 1, claim 2 dropped, the rest renumbered. */
export function grantedClaims(drafts: readonly ClaimDraft[]): Claim[] {
  if (drafts.length < 3) return numberClaims(drafts);
  const second = drafts[1]!;
  const secondTail = second.text('claim 1').replace(/^The .*? according to claim 1, /, '');
  const first = drafts[0]!;
  const amended: ClaimDraft = {
    parents: [],
    text: (refs) => `${first.text(refs).replace(/\.$/, '')}, and ${secondTail}`,
  };
  const rest = drafts.slice(2).map((draft) => ({
    parents: [...new Set(draft.parents.map((p) => (p > 1 ? p - 1 : 0)))],
    text: draft.text,
  }));
  return numberClaims([amended, ...rest]);
}

export function description(
  random: Random,
  topic: Topic,
  subject: string,
  feature: string,
  parts: readonly string[],
  withExamples: boolean,
  figures: readonly Figure[],
  facts: readonly string[],
): string[] {
  const [problem0 = '', problem1 = ''] = random.sample(topic.problems, 2);
  const [benefit0 = '', benefit1 = ''] = random.sample(topic.benefits, 2);
  const numeral = new Map(parts.map((part, i) => [part, 10 + 2 * i]));
  const ref = (part: string) => `${part} ${numeral.get(part) ?? ''}`.trim();
  const prop = () => random.pick(topic.properties);
  const paragraphs = [
    `The present invention relates to ${topic.field}, and more particularly to ${an(subject)} ${feature}.`,
    `${cap(plural(subject))} are used in a wide range of applications. In a conventional ${subject}, the ${parts[0]} and the ${parts[1]} are joined directly, which often leads to ${problem0}.`,
    `Various approaches have been proposed to address this, for example increasing the ${prop()[0]} of the ${parts[2]}. However, such approaches tend to result in ${problem1}, and the manufacturing cost increases.`,
    `It is therefore an object of the present invention to provide ${an(subject)} that ${benefit0} while avoiding ${problem1}.`,
    `According to a first aspect, ${an(subject)} comprises ${an(parts[0]!)}, ${an(parts[1]!)} and ${an(parts[2]!)}, wherein the ${parts[2]} is configured to ${random.pick(topic.functions)}. This arrangement ${benefit1}.`,
    `According to a second aspect, a method for manufacturing the ${subject} is provided, in which the ${parts[1]} is formed on the ${parts[0]} using ${random.pick(topic.materials)}.`,
  ];
  figures.forEach((figure, index) => {
    const k = index + 1;
    paragraphs.push(
      `FIG. ${k} is ${FIGURE_VIEWS[figure.kind]} of the ${subject} according to ${k === 1 ? 'a first' : k === 2 ? 'a second' : 'a further'} embodiment.`,
    );
  });
  paragraphs.push(facts.map((fact, i) => `In ${i === 0 ? 'one' : 'a further'} embodiment, ${fact}.`).join(' '));
  const place = () => random.pick(['adjacent to', 'above', 'below', 'around', 'opposite']);
  for (const part of random.sample(parts, random.int(3, parts.length))) {
    const other = random.pick(parts.filter((p) => p !== part));
    if (topic.sharedParts.includes(part)) {
      paragraphs.push(`The ${ref(part)} is arranged ${place()} the ${ref(other)}.`);
      continue;
    }
    const property = prop();
    paragraphs.push(
      `The ${ref(part)} may be formed of ${random.pick(topic.materials)}. In some embodiments, the ${ref(part)} has a ${property[0]} of ${range(random, property)}, preferably ${range(random, property)}. The ${ref(part)} is arranged ${place()} the ${ref(other)} and is configured to ${random.pick(topic.functions)}.`,
    );
  }
  if (withExamples) {
    const property = prop();
    const unit = property[1] === '' ? '' : ` ${property[1]}`;
    for (let k = 1; k <= random.int(1, 3); k++) {
      paragraphs.push(
        `Example ${k}: ${cap(random.pick(topic.materials))} (${random.int(1, 50)} g) was processed as described above to obtain the ${subject}. The ${subject} thus obtained exhibited a ${property[0]} of ${value(random, property)}${unit}.`,
      );
    }
    paragraphs.push(
      `Comparative Example 1: The ${subject} was prepared in the same manner as in Example 1 except that the ${parts[1]} was omitted. It exhibited a ${property[0]} of ${value(random, property)}${unit}, and ${problem0} was observed.`,
    );
  }
  paragraphs.push(
    'Although the invention has been described with reference to preferred embodiments, various modifications and changes may be made without departing from the scope of the appended claims.',
  );
  return paragraphs;
}
