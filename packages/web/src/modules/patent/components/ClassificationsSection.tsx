import type { ClassificationEntry, Classifications } from '@app/shared';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueTable } from './KeyValueTable';
import { SectionCard } from './SectionCard';

/** Schemes in the order professionals read them. */
const SCHEMES = ['ipc', 'cpc', 'us', 'locarno', 'jpfi', 'jpft'] as const;

/** Props of ClassificationsSection. */
type ClassificationsSectionProps = {
  classifications: Classifications | undefined;
};

/** Props of CodeGroup. */
type CodeGroupProps = {
  label: string | null;
  entries: readonly ClassificationEntry[];
};

function CodeGroup({ label, entries }: CodeGroupProps) {
  const { t } = useTranslation();
  return (
    <div>
      {label !== null && (
        <Text fz="xs" c="dimmed" fw={600}>
          {label}
        </Text>
      )}
      <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a code can be listed twice; the list never reorders
          <li key={`${index}-${entry.code}`} data-testid="classification-code">
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
          </li>
        ))}
      </Group>
    </div>
  );
}

/** A scheme's codes: inventive before additional when the source says which is which, else one list. */
function schemeCodes(entries: readonly ClassificationEntry[], t: TFunction): ReactNode {
  if (!entries.some((entry) => entry.inventive !== undefined)) return <CodeGroup label={null} entries={entries} />;
  const inventive = entries.filter((entry) => entry.inventive !== false);
  const additional = entries.filter((entry) => entry.inventive === false);
  return (
    <Stack gap={6}>
      {inventive.length > 0 && <CodeGroup label={t('patent.classifications.inventive')} entries={inventive} />}
      {additional.length > 0 && <CodeGroup label={t('patent.classifications.additional')} entries={additional} />}
    </Stack>
  );
}

/**
 * IPC, CPC, US, Locarno, FI and F-terms. Within a scheme the inventive codes come before the additional ones (when
 * the source says which is which) and the main code is marked, as an examiner reads a classification list.
 */
export function ClassificationsSection({ classifications }: ClassificationsSectionProps) {
  const { t } = useTranslation();
  const rows = SCHEMES.flatMap((scheme) => {
    const entries = classifications?.[scheme] ?? [];
    return entries.length === 0
      ? []
      : [{ key: scheme, label: t(`patent.classifications.${scheme}`), value: schemeCodes(entries, t) }];
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
