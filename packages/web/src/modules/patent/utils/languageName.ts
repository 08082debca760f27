/**
 * The name of a language in the interface language (`de` → German). Codes the platform does not know (some
 * sources write `ol` or `sh`) are shown upper-case rather than dropped.
 */
export function languageName(code: string, displayLocale: string): string {
  try {
    const name = new Intl.DisplayNames([displayLocale], { type: 'language', fallback: 'none' }).of(code);
    return name ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
