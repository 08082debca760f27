import { displayPublicationNumber } from '@app/shared';
import { Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WhyMatched } from '../../explain/components/WhyMatched';
import { usePatentTab } from '../hooks/usePatentTab';
import { usePatentTexts } from '../hooks/usePatentTexts';
import { useRelatedDocuments } from '../hooks/useRelatedDocuments';
import { useTextPreference } from '../hooks/useTextPreference';
import type { PatentDoc } from '../types/patentDocSchema';
import { languageName } from '../utils/languageName';
import { textLanguages } from '../utils/textLanguages';
import { CitationsTab } from './CitationsTab';
import { ClaimsTab } from './ClaimsTab';
import { DescriptionTab } from './DescriptionTab';
import { DrawingsTab } from './DrawingsTab';
import { FamilyTab } from './FamilyTab';
import { LegalEventsTab } from './LegalEventsTab';
import { OverviewTab } from './OverviewTab';
import { PatentActions } from './PatentActions';
import { PatentHeader } from './PatentHeader';
import { PatentTabs } from './PatentTabs';

/** Props of PatentDocumentView. */
type PatentDocumentViewProps = {
  doc: PatentDoc;
};

/**
 * One patent document (SPEC §3): header with number, status and title, then the tabs. Texts follow the reader's
 * language preference, which can be changed here for this document without touching the stored preference.
 */
export function PatentDocumentView({ doc }: PatentDocumentViewProps) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = usePatentTab();
  const fromSearch = searchFromParam(useSearchParams()[0].get('search'));
  const preferred = useTextPreference();
  const [language, setLanguage] = useState(preferred.language);
  const preference = useMemo(() => ({ ...preferred, language }), [preferred, language]);

  const familyUcids = useMemo(() => {
    const members = [
      ...(doc.familydata?.['simple-family-data']?.publications ?? []),
      ...(doc.familydata?.['extended-family-data']?.publications ?? []),
    ];
    return [...new Set(members.map((member) => member.ucid))].filter((ucid) => ucid !== doc.ucid);
  }, [doc]);
  const simpleFamily = useMemo(
    () => new Set((doc.familydata?.['simple-family-data']?.publications ?? []).map((member) => member.ucid)),
    [doc],
  );
  // Family members are only fetched when they are shown or their abstract is needed (the reader's language is
  // missing from this document's own abstracts).
  const ownAbstract =
    doc.abstracts?.[language] ?? (preference.autoTranslate ? doc.abstracts_mt?.[language] : undefined);
  const needFamily = tab === 'family' || (language !== 'original' && !ownAbstract?.trim());
  const family = useRelatedDocuments(familyUcids, needFamily);
  const familyDocs = useMemo(
    () => [...family.byUcid.values()].filter((member) => simpleFamily.has(member.ucid)),
    [family.byUcid, simpleFamily],
  );
  const texts = usePatentTexts(doc, preference, familyDocs);

  const titleText = texts.title?.value;
  useEffect(() => {
    const shown = displayPublicationNumber(doc.ucid);
    const screen = titleText ? t('patent.documentTitle', { ucid: shown, title: titleText }) : shown;
    document.title = t('app.documentTitle', { screen });
  }, [doc.ucid, titleText, t]);

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
  const citations = (doc.citations?.patents?.length ?? 0) + (doc.citations?.npl?.length ?? 0);
  const counts = {
    claims: texts.claims?.value.length ?? 0,
    drawings: Math.max(doc.drawingscount ?? 0, doc.drawings?.length ?? 0),
    citations: citations + doc.citedbyUcids.length,
    family: doc.familydata?.['simple-family-data']?.publications.length ?? 0,
    legal: doc.legalevents?.length ?? 0,
  };

  return (
    <Stack gap="md" data-testid="patent-document">
      <PatentHeader
        doc={doc}
        title={texts.title}
        language={language}
        languages={languages}
        onLanguageChange={setLanguage}
      />
      <PatentActions ucid={doc.ucid} />
      <WhyMatched ucid={doc.ucid} search={fromSearch} initiallyOpen={fromSearch !== null} />
      <PatentTabs tab={tab} onChange={setTab} counts={counts}>
        {tab === 'overview' && <OverviewTab doc={doc} abstract={texts.abstract} />}
        {tab === 'claims' && <ClaimsTab ucid={doc.ucid} claims={texts.claims} />}
        {tab === 'description' && <DescriptionTab description={texts.description} />}
        {tab === 'drawings' && <DrawingsTab doc={doc} />}
        {tab === 'citations' && <CitationsTab doc={doc} preference={preference} />}
        {tab === 'family' && <FamilyTab doc={doc} related={family} preference={preference} />}
        {tab === 'legal' && <LegalEventsTab events={doc.legalevents} />}
      </PatentTabs>
    </Stack>
  );
}

/** The saved search a document page was opened from (`?search=3`), or null. */
function searchFromParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
