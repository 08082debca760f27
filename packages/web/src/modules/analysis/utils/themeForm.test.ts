import { type AnalysisTheme, DEFAULT_CHART_COLOURS, themeColours } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  addedColour,
  colourRange,
  defaultTheme,
  movedColour,
  swatchColours,
  themeChoices,
  themeCreateBody,
  themeProblems,
  themeUpdateBody,
  themeValues,
} from './themeForm';

const theme = (id: number, name: string, extra: Partial<AnalysisTheme> = {}): AnalysisTheme => ({
  id,
  name,
  colour_range: [
    ['#112233', 1, 2, '#000000'],
    ['#445566', 1, 2, '#ffffff'],
  ],
  scope: 'user',
  is_default: false,
  editable: true,
  ...extra,
});

describe('theme form', () => {
  it('starts a new theme from the default chart colours', () => {
    const values = themeValues(null);
    expect(values.name).toBe('');
    expect(values.colours.map((c) => c.colour)).toEqual(DEFAULT_CHART_COLOURS.slice(0, 6));
    expect(themeCreateBody({ ...values, name: ' Mine ' })).toEqual({
      name: 'Mine',
      colour_range: DEFAULT_CHART_COLOURS.slice(0, 6).map((c) => [c]),
      scope: 'user',
    });
  });

  it('edits a stored theme’s colours and keeps the rest of each entry (SPEC §3 original colour)', () => {
    const values = themeValues(theme(1, 'Corporate'));
    expect(values.colours.map((c) => c.colour)).toEqual(['#112233', '#445566']);
    values.colours[0] = { ...values.colours[0]!, colour: '#AABBCC' };
    const range = colourRange([...values.colours, addedColour(2)]);
    expect(range).toEqual([['#aabbcc', 1, 2, '#000000'], ['#445566', 1, 2, '#ffffff'], [DEFAULT_CHART_COLOURS[2]]]);
    expect(themeColours(range)).toEqual(['#aabbcc', '#445566', DEFAULT_CHART_COLOURS[2]]);
  });

  it('sends only what changed, and nothing for an unchanged theme', () => {
    const stored = theme(1, 'Corporate');
    expect(themeUpdateBody(stored, themeValues(stored))).toBeNull();
    const renamed = { ...themeValues(stored), name: 'Corporate 2' };
    expect(themeUpdateBody(stored, renamed)).toEqual({ name: 'Corporate 2' });
    const reordered = themeValues(stored);
    reordered.colours = movedColour(reordered.colours, 1, 0);
    expect(themeUpdateBody(stored, reordered)).toEqual({
      colour_range: [
        ['#445566', 1, 2, '#ffffff'],
        ['#112233', 1, 2, '#000000'],
      ],
    });
  });

  it('moves a colour only within the list', () => {
    expect(movedColour(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(movedColour(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movedColour(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('needs a name, a colour, and #rrggbb colours', () => {
    expect(themeProblems({ name: ' ', colours: [], organization: false })).toEqual({
      name: 'required',
      colours: 'required',
      invalid: [],
    });
    const values = themeValues(null);
    values.name = 'x';
    values.colours[1] = { ...values.colours[1]!, colour: 'red' };
    expect(themeProblems(values)).toEqual({ invalid: [1] });
  });

  it('takes the caller’s own default theme before the organisation’s', () => {
    const org = theme(1, 'Org', { scope: 'organization', is_default: true, editable: false });
    const own = theme(2, 'Own', { is_default: true });
    expect(defaultTheme([org, own])?.id).toBe(2);
    expect(defaultTheme([org, theme(3, 'Other')])?.id).toBe(1);
    expect(defaultTheme([theme(3, 'Other')])).toBeUndefined();
  });

  it('offers the applied theme even when the caller may not list it', () => {
    const mine = [theme(2, 'b'), theme(1, 'A')];
    expect(themeChoices(mine, null).map((t) => t.id)).toEqual([1, 2]);
    expect(themeChoices(mine, mine[0]!).map((t) => t.id)).toEqual([1, 2]);
    expect(themeChoices(mine, theme(7, 'Theirs', { editable: false })).map((t) => t.id)).toEqual([7, 1, 2]);
  });

  it('shows at most the asked number of swatches', () => {
    expect(swatchColours(theme(1, 'x'), 1)).toEqual(['#112233']);
    expect(swatchColours(null, 5)).toEqual([]);
  });
});
