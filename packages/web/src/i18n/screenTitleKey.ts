import type { ParseKeys } from 'i18next';

/**
 * The en.json key holding a screen's title. Route names use dots (`Search.Results`), which i18next reads as
 * nesting, so they are stored with underscores under `screens`.
 */
export function screenTitleKey(routeName: string): ParseKeys {
  return `screens.${routeName.replaceAll('.', '_')}` as ParseKeys;
}
