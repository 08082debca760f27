import 'i18next';
import type en from './en.json';

// Declaration merging (the one place STYLE allows `interface`): `t()` keys are checked against en.json.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
