import { displayPublicationNumber } from '@app/shared';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../ui/NotFound';
import { keyedDrawingsQuery } from '../queries/keyedDrawingsQuery';
import { DrawingsTab } from './DrawingsTab';

/** Props of KeyedDrawings. */
type KeyedDrawingsProps = { ucid: string; keyParam: string };

/**
 * SPEC §2: `/patent/{ucid}/images?key=…` for a visitor who is not signed in. The key is checked by the server; a
 * valid one shows that document's drawings and nothing else, an invalid one NotFound.
 */
export function KeyedDrawings({ ucid, keyParam }: KeyedDrawingsProps) {
  const { t } = useTranslation();
  const query = useQuery(keyedDrawingsQuery(ucid, keyParam));
  if (query.isError) return <NotFound />;
  if (query.isPending) {
    return (
      <Center role="progressbar" aria-label={t('patent.loading')} aria-busy="true" py="xl">
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  const doc = query.data.document;
  return (
    <Stack gap="md">
      <Title order={1}>{t('patent.keyed.heading', { ucid: displayPublicationNumber(query.data.ucid) })}</Title>
      {doc ? <DrawingsTab doc={doc} /> : <Text>{t('patent.keyed.notHeld')}</Text>}
    </Stack>
  );
}
