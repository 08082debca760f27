import type { ClassificationEntry, Classifications } from '@app/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassificationCodeTitle } from '../../classifications/components/ClassificationCodeTitle';
import { type TitleLookup, useClassificationTitles } from '../../classifications/hooks/useClassificationTitles';
import { KeyValueTable } from './KeyValueTable';
import { SectionCard } from './SectionCard';

/** Schemes in the order professionals read them. */
const SCHEMES = ['ipc', 'cpc', 'us', 'locarno', 'jpfi', 'jpft'] as const;

/** Props of ClassificationsSection. */
type ClassificationsSectionProps = {
  classifications: Classifications | undefined;
  /** Whether the codes' titles are looked up (a signed-in call); false on a share link, which shows codes only. */
  withTitles?: boolean;
};

/** Props of CodeGroup. */
type CodeGroupProps = {
  label: string | null;
  entries: readonly ClassificationEntry[];
  /** Titles of the scheme's codes (CPC and IPC); with any, each code goes on its own line with its title. */
  titles?: TitleLookup | undefined;
};

function CodeGroup({ label, entries, titles }: CodeGroupProps) {
  const { t } = useTranslation();
  const titled = titles !== undefined && entries.some((entry) => titles(entry.code) !== undefined);
  return (
    <div>
      {label !== null && (
        <Text fz="xs" c="dimmed" fw={600}>
          {label}
        </Text>
      )}
      <Group
        gap={titled ? 4 : 6}
        component="ul"
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          ...(titled ? { flexDirection: 'column', alignItems: 'stretch' } : {}),
        }}
      >
        {entries.map((entry, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a code can be listed twice; the list never reorders
            key={`${index}-${entry.code}`}
            data-testid="classification-code"
            style={titled ? { display: 'flex', gap: 10, alignItems: 'baseline' } : undefined}
          >
            <span style={titled ? { flexShrink: 0, minWidth: '10ch' } : undefined}>
              <Text
                span
                ff="monospace"
                fz="sm"
                fw={entry.main ? 700 : 400}
                title={entry.version ? t('patent.classifications.version', { version: entry.version }) : undefined}
              >
                {entry.code}
              </Text>
              {entry.main && (
                <Badge size="xs" ml={4} variant="filled" color="blue.8" title={t('patent.classifications.mainHint')}>
                  {t('patent.classifications.main')}
                </Badge>
              )}
            </span>
            {titled && (
              <div style={{ flex: 1, minWidth: 0 }}>
                <ClassificationCodeTitle entry={titles(entry.code)} />
              </div>
            )}
          </li>
        ))}
      </Group>
    </div>
  );
}

/** A scheme's codes: inventive before additional when the source says which is which, else one list. */
function schemeCodes(entries: readonly ClassificationEntry[], t: TFunction, titles?: TitleLookup): ReactNode {
  if (!entries.some((entry) => entry.inventive !== undefined))
    return <CodeGroup label={null} entries={entries} titles={titles} />;
  const inventive = entries.filter((entry) => entry.inventive !== false);
  const additional = entries.filter((entry) => entry.inventive === false);
  return (
    <Stack gap={6}>
      {inventive.length > 0 && (
        <CodeGroup label={t('patent.classifications.inventive')} entries={inventive} titles={titles} />
      )}
      {additional.length > 0 && (
        <CodeGroup label={t('patent.classifications.additional')} entries={additional} titles={titles} />
      )}
    </Stack>
  );
}

/**
 * IPC, CPC, US, Locarno, FI and F-terms. Within a scheme the inventive codes come before the additional ones (when
 * the source says which is which) and the main code is marked, as an examiner reads a classification list. CPC and
 * IPC codes whose titles the title table knows are listed one a line, each with what it means.
 */
export function ClassificationsSection({ classifications, withTitles = true }: ClassificationsSectionProps) {
  const { t } = useTranslation();
  const codesOf = (scheme: 'cpc' | 'ipc') => (classifications?.[scheme] ?? []).map((entry) => entry.code);
  // What each CPC and IPC code means, from the title table; the codes show at once, their titles when answered.
  const titles: Partial<Record<(typeof SCHEMES)[number], TitleLookup>> = {
    cpc: useClassificationTitles(withTitles ? 'cpc' : null, codesOf('cpc')),
    ipc: useClassificationTitles(withTitles ? 'ipc' : null, codesOf('ipc')),
  };
  const rows = SCHEMES.flatMap((scheme) => {
    const entries = classifications?.[scheme] ?? [];
    return entries.length === 0
      ? []
      : [{ key: scheme, label: t(`patent.classifications.${scheme}`), value: schemeCodes(entries, t, titles[scheme]) }];
  });
  return (
    <SectionCard title={t('patent.classifications.heading')} testId="patent-classifications">
      {rows.length === 0 ? (
        <Text c="dimmed">{t('patent.classifications.none')}</Text>
      ) : (
        <KeyValueTable label={t('patent.classifications.heading')} rows={rows} labelWidth={110} />
      )}
    </SectionCard>
  );
}
