import type { PublicShareInfo } from '@app/shared';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { shareApi } from '../../share/api/shareApi';
import { SharedHeading } from '../../share/components/ShareGuard';
import { usePatentTexts } from '../hooks/usePatentTexts';
import { useTextPreference } from '../hooks/useTextPreference';
import type { PatentTab } from '../types/PatentTab';
import { type PatentDoc, PatentDocSchema } from '../types/patentDocSchema';
import { languageName } from '../utils/languageName';
import { textLanguages } from '../utils/textLanguages';
import { ClaimsTab } from './ClaimsTab';
import { DescriptionTab } from './DescriptionTab';
import { OverviewTab } from './OverviewTab';
import { PatentHeader } from './PatentHeader';
import { PatentTabs } from './PatentTabs';

/** The tabs of a shared patent: its own texts only (no family, citations or legal events of other documents). */
export const SHARED_PATENT_TABS = ['overview', 'claims', 'description'] as const satisfies readonly PatentTab[];

/** The tab of the `tab` query (SPEC §2), overview when absent or not one of the shared tabs. */
export function sharedPatentTab(requested: string | null): PatentTab {
  return SHARED_PATENT_TABS.find((tab) => tab === requested) ?? 'overview';
}

const NO_FAMILY: never[] = [];

/** /share/patent/{ucid}/{key}: one shared document for a visitor, read-only, with the link's fields. */
export function SharedPatentScreen({
  ucid,
  shareKey,
  info,
}: {
  ucid: string;
  shareKey: string;
  info: PublicShareInfo;
}) {
  const loaded = useQuery({
    queryKey: ['share', 'patent', shareKey, ucid] as const,
    queryFn: async ({ signal }): Promise<PatentDoc | null> => {
      const response = await shareApi.browse(shareKey, 'patent', ucid, signal);
      const raw = response.docs.find((doc) => doc.ucid.toUpperCase() === ucid.toUpperCase());
      if (raw === undefined) return null;
      return { ...PatentDocSchema.parse(raw), citedbyUcids: [] };
    },
    retry: false,
  });
  const { t } = useTranslation();
  if (loaded.isError || loaded.data === null) return <NotFound />;
  if (!loaded.data) return <LoadingLine label={t('share.public.loading')} />;
  return <SharedPatentView doc={loaded.data} info={info} />;
}

function SharedPatentView({ doc, info }: { doc: PatentDoc; info: PublicShareInfo }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = sharedPatentTab(params.get('tab'));
  const setTab = useCallback(
    (next: PatentTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const preferred = useTextPreference();
  const [language, setLanguage] = useState(preferred.language);
  const preference = useMemo(() => ({ ...preferred, language }), [preferred, language]);
  const texts = usePatentTexts(doc, preference, NO_FAMILY);
  const languages = useMemo(
    () => [
      ...textLanguages(doc, preferred.language).map((code) => ({
        value: code,
        label: languageName(code, i18n.language),
      })),
      { value: 'original', label: t('patent.originalLanguage') },
    ],
    [doc, preferred.language, i18n.language, t],
  );
  useEffect(() => {
    document.title = t('app.documentTitle', { screen: info.title });
  }, [info.title, t]);
  return (
    <Stack gap="md" data-testid="shared-patent">
      <SharedHeading info={info} order={2} />
      <PatentHeader
        doc={doc}
        title={texts.title}
        language={language}
        languages={languages}
        onLanguageChange={setLanguage}
      />
      <PatentTabs
        tab={tab}
        onChange={setTab}
        counts={{ claims: texts.claims?.value.length ?? 0 }}
        tabs={SHARED_PATENT_TABS}
      >
        {tab === 'overview' && <OverviewTab doc={doc} abstract={texts.abstract} signedIn={false} />}
        {tab === 'claims' && <ClaimsTab ucid={doc.ucid} claims={texts.claims} />}
        {tab === 'description' && <DescriptionTab description={texts.description} />}
      </PatentTabs>
    </Stack>
  );
}
