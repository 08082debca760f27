import type { FolderLabel } from '@app/shared';
import { ApiError } from '../../../lib/api/ApiError';

import { LABEL_SWATCHES } from '../../../lib/labelSwatches';

export { LABEL_SWATCHES };

/** The one colour form the server accepts (it lowercases it); the colour field is set to give exactly this. */
const LABEL_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The values of the label form, as typed. */
export type LabelValues = { name: string; colour: string };

/** Which of the label form's fields are wrong before anything is sent; the component turns these into texts. */
export type LabelProblems = { name?: 'required'; colour?: 'invalid' };

/** True for a colour written `#rrggbb`. */
export function isLabelColour(value: string): boolean {
  return LABEL_COLOUR.test(value.trim());
}

/** The client-side checks of the label form: a name (spaces alone are none) and a `#rrggbb` colour. */
export function labelProblems(values: LabelValues): LabelProblems {
  return {
    ...(values.name.trim() === '' ? { name: 'required' as const } : {}),
    ...(isLabelColour(values.colour) ? {} : { colour: 'invalid' as const }),
  };
}

/** The body that creates a label from the form's values, written as the server stores them. */
export function labelCreateBody(values: LabelValues): { name: string; colour: string } {
  return { name: values.name.trim(), colour: values.colour.trim().toLowerCase() };
}

/**
 * The body that changes `label` to the form's values: only what differs, since the server refuses an update that
 * changes nothing; null when nothing differs, so the form can close without a call.
 */
export function labelUpdateBody(label: FolderLabel, values: LabelValues): { name?: string; colour?: string } | null {
  const { name, colour } = labelCreateBody(values);
  const body = {
    ...(name === label.name ? {} : { name }),
    ...(colour === label.colour.toLowerCase() ? {} : { colour }),
  };
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * The colour a new label starts with: the first offered colour no label of the folder has yet, so labels added one
 * after another tell apart without the user choosing; the first colour again once all are taken.
 */
export function nextLabelColour(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return LABEL_SWATCHES.find((c) => !taken.has(c)) ?? LABEL_SWATCHES[0];
}

/**
 * A failed save split for the form: the server's messages about `name` and `colour` go under those fields; any
 * other field's messages are returned to be shown above the form. Not an ApiError: nothing for the fields.
 */
export function labelErrors(error: unknown): { fields: Partial<Record<keyof LabelValues, string>>; general: string[] } {
  const fields: Partial<Record<keyof LabelValues, string>> = {};
  const general: string[] = [];
  if (!(error instanceof ApiError)) return { fields, general };
  for (const [name, messages] of Object.entries(error.fields)) {
    if (name === 'name' || name === 'colour') fields[name] = messages.join(' ');
    else general.push(...messages);
  }
  return { fields, general };
}
