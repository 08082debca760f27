import { NativeSelect, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { highlightingSchemesQuery } from '../../highlighting/queries/highlightingSchemesQuery';
import { usePreference } from '../hooks/usePreference';
import {
  columnChoices,
  columnNamesOf,
  documentLanguageChoices,
  groupingChoices,
  layoutChoices,
  listOptionChoices,
  localeChoices,
  namesOf,
  positionChoices,
  rowsChoices,
  tableLayoutFor,
} from '../utils/preferenceChoices';
import {
  PreferenceNames,
  PreferenceNumber,
  PreferenceSelect,
  PreferenceSwitch,
  PreferenceText,
} from './PreferenceControls';

/** Highlighting: on or off, and the user's scheme whose words are always marked. */
function HighlightingPreference() {
  const { t } = useTranslation();
  const preference = usePreference('highlighting_settings');
  const schemes = useQuery(highlightingSchemesQuery);
  const current = preference.value ?? { on: true, scheme: null };
  const choices = [
    { value: '', label: t('settings.highlighting.noScheme') },
    ...(schemes.data?.schemes ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  return (
    <Stack gap="xs">
      <Switch
        label={t('settings.highlighting.on')}
        checked={current.on}
        error={preference.error}
        onChange={(event) => preference.save({ ...current, on: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t('settings.highlighting.scheme')}
        data={choices}
        value={current.scheme === null ? '' : String(current.scheme)}
        onChange={(event) => {
          const scheme = event.currentTarget.value;
          // SPEC §4: choosing a scheme turns highlighting on.
          preference.save(scheme === '' ? { ...current, scheme: null } : { on: true, scheme: Number(scheme) });
        }}
      />
    </Stack>
  );
}

/** Every preference of SPEC §3 User preferences; each change is stored at once and used at once. */
export function PreferencesForm() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={2}>{t('settings.sections.results')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PreferenceSelect
          name="results_layout"
          label={t('settings.fields.results_layout')}
          choices={layoutChoices(t)}
        />
        <PreferenceSelect
          name="rows_per_page"
          label={t('settings.fields.rows_per_page')}
          choices={rowsChoices()}
          toValue={Number}
        />
        <PreferenceSelect
          name="patent_grouping"
          label={t('settings.fields.patent_grouping')}
          choices={groupingChoices(t)}
        />
        <PreferenceText
          name="sort_order"
          label={t('settings.fields.sort_order')}
          description={t('settings.fields.sort_orderHint')}
        />
        <PreferenceNumber
          name="max_snippets"
          label={t('settings.fields.max_snippets')}
          description={t('settings.fields.max_snippetsHint')}
        />
        <PreferenceNumber
          name="max_snippet_length"
          label={t('settings.fields.max_snippet_length')}
          description={t('settings.fields.max_snippet_lengthHint')}
        />
        <HighlightingPreference />
      </SimpleGrid>

      <Title order={2}>{t('settings.sections.layouts')}</Title>
      <Stack gap="md">
        <PreferenceNames
          name="list_layout"
          label={t('settings.fields.list_layout')}
          choices={listOptionChoices(t)}
          toNames={namesOf}
          toValue={(names) => names}
        />
        <PreferenceNames
          name="thumbnail_layout"
          label={t('settings.fields.thumbnail_layout')}
          choices={listOptionChoices(t)}
          toNames={namesOf}
          toValue={(names) => names}
        />
        <PreferenceNames
          name="table_layout"
          label={t('settings.fields.table_layout')}
          choices={columnChoices(t)}
          toNames={columnNamesOf}
          toValue={tableLayoutFor}
        />
      </Stack>

      <Title order={2}>{t('settings.sections.language')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PreferenceSelect name="locale" label={t('settings.fields.locale')} choices={localeChoices(t)} />
        <PreferenceSelect
          name="language_preference"
          label={t('settings.fields.language_preference')}
          choices={documentLanguageChoices(t)}
        />
        <PreferenceSelect
          name="system_message"
          label={t('settings.fields.system_message')}
          choices={positionChoices(t)}
        />
        <PreferenceSwitch name="auto_translate" label={t('settings.fields.auto_translate')} />
      </SimpleGrid>
    </Stack>
  );
}
