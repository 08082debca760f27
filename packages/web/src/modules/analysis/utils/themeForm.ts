import { type AnalysisTheme, DEFAULT_CHART_COLOURS, themeColours } from '@app/shared';

type ColourEntry = (string | number | null)[];

/**
 * One colour of the theme form. `entry` is the stored `colour_range` entry it came from (SPEC §3: its fourth element
 * is the original colour), kept whole so an edit changes the colour and nothing else; null for a colour added here.
 */
export type ThemeColour = { key: string; colour: string; entry: ColourEntry | null };
export type ThemeValues = { name: string; colours: ThemeColour[]; organization: boolean };
/** What is wrong with the form before anything is sent; the component turns these into texts. */
export type ThemeProblems = { name?: 'required'; colours?: 'required'; invalid: number[] };

const HEX = /^#[0-9a-f]{6}$/i;
const isColourText = (v: unknown): v is string =>
  typeof v === 'string' && /^(#[0-9a-f]{3,8}|rgba?\(.*\))$/i.test(v.trim());
let nextKey = 0;
const key = () => `c${++nextKey}`;

/** How many of the default colours a new theme starts with. */
const NEW_THEME_COLOURS = 6;

/** The form's values for `theme`, or for a new theme starting from the default chart colours. */
export function themeValues(theme: AnalysisTheme | null): ThemeValues {
  if (!theme)
    return {
      name: '',
      colours: DEFAULT_CHART_COLOURS.slice(0, NEW_THEME_COLOURS).map((colour) => ({ key: key(), colour, entry: null })),
      organization: false,
    };
  const colours = theme.colour_range.flatMap((entry) => {
    const colour = entry.find(isColourText) ?? entry[3];
    return isColourText(colour) ? [{ key: key(), colour: colour.toLowerCase(), entry: [...entry] }] : [];
  });
  return { name: theme.name, colours, organization: theme.scope === 'organization' };
}

/** A colour added to the form (the next default colour, so a new one is told apart from the one before). */
export function addedColour(count: number): ThemeColour {
  return { key: key(), colour: DEFAULT_CHART_COLOURS[count % DEFAULT_CHART_COLOURS.length]!, entry: null };
}

/** The list with the colour at `from` moved to `to` (both within the list; otherwise the list unchanged). */
export function movedColour<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function themeProblems(values: ThemeValues): ThemeProblems {
  const invalid = values.colours.flatMap((c, i) => (HEX.test(c.colour.trim()) ? [] : [i]));
  return {
    ...(values.name.trim() === '' ? { name: 'required' as const } : {}),
    ...(values.colours.length === 0 ? { colours: 'required' as const } : {}),
    invalid,
  };
}

/** The stored `colour_range` of the form's colours: each stored entry with its colour replaced, new ones alone. */
export function colourRange(colours: readonly ThemeColour[]): ColourEntry[] {
  return colours.map(({ colour, entry }) => {
    const value = colour.trim().toLowerCase();
    if (!entry) return [value];
    const at = entry.findIndex(isColourText);
    return at < 0 ? [value, ...entry.slice(1)] : entry.map((v, i) => (i === at ? value : v));
  });
}

/** The body of a new theme from the form. */
export function themeCreateBody(values: ThemeValues) {
  return {
    name: values.name.trim(),
    colour_range: colourRange(values.colours),
    scope: values.organization ? ('organization' as const) : ('user' as const),
  };
}

/** Only what the form changed of `theme` (the server refuses an empty change); null when nothing changed. */
export function themeUpdateBody(theme: AnalysisTheme, values: ThemeValues) {
  const name = values.name.trim();
  const range = colourRange(values.colours);
  const body = {
    ...(name === theme.name ? {} : { name }),
    ...(JSON.stringify(range) === JSON.stringify(theme.colour_range) ? {} : { colour_range: range }),
  };
  return Object.keys(body).length > 0 ? body : null;
}

/** The theme new workspaces get: the caller's own default, else the organisation's; none when neither is set. */
export function defaultTheme(themes: readonly AnalysisTheme[]): AnalysisTheme | undefined {
  return themes.find((t) => t.is_default && t.scope === 'user') ?? themes.find((t) => t.is_default);
}

/**
 * The themes to pick from: the caller's, in name order, with the applied one first when the caller may not list it
 * (another user's own theme, which the workspace answer carries whole).
 */
export function themeChoices(themes: readonly AnalysisTheme[], applied: AnalysisTheme | null): AnalysisTheme[] {
  const sorted = [...themes].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
  return applied && !themes.some((t) => t.id === applied.id) ? [applied, ...sorted] : sorted;
}

/** The colours to show as a theme's swatches. */
export function swatchColours(theme: Pick<AnalysisTheme, 'colour_range'> | null, max: number): string[] {
  return themeColours(theme?.colour_range).slice(0, max);
}
