/** The highlight colour of group `group` (the results' `mark.hl-N` classes), as a small sample. */
export function SchemeColourSwatch({ group, label }: { group: number; label: string }) {
  return (
    <mark className={`hl-${group % 10} scheme-swatch`} aria-hidden="true">
      {label}
    </mark>
  );
}
