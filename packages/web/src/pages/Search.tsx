import type { SearchType } from '@app/shared';
import { Grid, Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { QueryEditorHandle } from '../modules/queryEditor/types/QueryEditorHandle';
import { CommandLineSearch } from '../modules/search/components/CommandLineSearch';
import { ExpertSearchForm } from '../modules/search/components/ExpertSearchForm';
import { RecentSearches } from '../modules/search/components/RecentSearches';
import { ReferencePanel } from '../modules/search/components/ReferencePanel';
import { useCreateSearch } from '../modules/search/hooks/useCreateSearch';
import { useExpertRows } from '../modules/search/hooks/useExpertRows';
import { EXPERT_TERMS_ID_PREFIX, expertTermsInputId } from '../modules/search/utils/expertTermsInputId';
import { insertIntoInput } from '../modules/search/utils/insertIntoInput';

/**
 * /search: the command line (with highlighting, live error marks and field completion), the expert search, the
 * language reference and the recent searches. `?query=` fills the command line (History's "edit").
 */
export function Search() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const paramQuery = searchParams.get('query');
  const [query, setQuery] = useState(paramQuery ?? '');
  const [tab, setTab] = useState<SearchType>('commandline');
  const editorRef = useRef<QueryEditorHandle>(null);
  // The expert terms input the user was last in, so the operator reference can insert into it.
  const lastTermsInput = useRef<HTMLInputElement | null>(null);
  const expert = useExpertRows();
  const create = useCreateSearch({
    onQueryErrors: (submitted, errors) => editorRef.current?.showServerErrors(submitted, errors),
  });

  useEffect(() => {
    if (paramQuery === null) return;
    setQuery(paramQuery);
    setTab('commandline');
  }, [paramQuery]);

  const toCommandLine = (text: string) => {
    setQuery(text);
    setTab('commandline');
    // After the tab's panel is shown again; a hidden editor cannot take focus.
    setTimeout(() => editorRef.current?.focus(), 0);
  };

  const submitCommandLine = () => {
    if (!create.isPending) create.mutate({ query, type: 'commandline' });
  };

  const pickField = (code: string) => {
    if (tab === 'commandline') {
      editorRef.current?.insert(`${code}=`);
      return;
    }
    const id = expert.add(code);
    setTimeout(() => document.getElementById(expertTermsInputId(id))?.focus(), 0);
  };

  const pickOperator = (text: string) => {
    if (tab === 'commandline') {
      editorRef.current?.insert(text);
      return;
    }
    const input = lastTermsInput.current;
    if (!input?.isConnected) {
      // No expert row was used yet: the operator goes to the command line, shown again first.
      setTab('commandline');
      setTimeout(() => editorRef.current?.insert(text), 0);
      return;
    }
    const next = insertIntoInput(input.value, input.selectionStart, input.selectionEnd, text);
    expert.update(input.id.slice(EXPERT_TERMS_ID_PREFIX.length), { terms: next.value });
    setTimeout(() => {
      input.focus();
      input.setSelectionRange(next.caret, next.caret);
    }, 0);
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.Search')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Tabs value={tab} onChange={(value) => setTab(value === 'expert' ? 'expert' : 'commandline')}>
              <Tabs.List>
                <Tabs.Tab value="commandline">{t('search.tabs.commandLine')}</Tabs.Tab>
                <Tabs.Tab value="expert">{t('search.tabs.expert')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="commandline" pt="md">
                <CommandLineSearch
                  query={query}
                  onQueryChange={setQuery}
                  onSubmit={submitCommandLine}
                  pending={create.isPending && create.variables?.type === 'commandline'}
                  editorRef={editorRef}
                />
              </Tabs.Panel>
              <Tabs.Panel
                value="expert"
                pt="md"
                onFocusCapture={(event) => {
                  const target = event.target;
                  if (target instanceof HTMLInputElement && target.id.startsWith(EXPERT_TERMS_ID_PREFIX)) {
                    lastTermsInput.current = target;
                  }
                }}
              >
                <ExpertSearchForm
                  rows={expert.rows}
                  onUpdate={expert.update}
                  onAdd={() => expert.add()}
                  onRemove={expert.remove}
                  onSubmit={(text) => create.mutate({ query: text, type: 'expert' })}
                  onEditInCommandLine={toCommandLine}
                  pending={create.isPending && create.variables?.type === 'expert'}
                />
              </Tabs.Panel>
            </Tabs>
            <RecentSearches onEdit={toCommandLine} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ReferencePanel onPickField={pickField} onPickOperator={pickOperator} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
