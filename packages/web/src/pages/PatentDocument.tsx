import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useRouteName } from '../lib/routes/useRouteName';
import { KeyedDrawings } from '../modules/patent/components/KeyedDrawings';
import { PatentDocumentView } from '../modules/patent/components/PatentDocumentView';
import { patentDocumentQuery } from '../modules/patent/queries/patentDocumentQuery';
import { ucidFromParam } from '../modules/patent/utils/ucidFromParam';
import { useCurrentUser } from '../modules/session/hooks/useCurrentUser';
import { NotFound } from '../ui/NotFound';

/**
 * /patent/{ucid}, /patent/document/{ucid} and the popouts /legal, /citations, /fulltext and /images (the popout
 * picks the tab). SPEC §2 data guard: the document whose publication number matches the ucid is loaded; an
 * address naming no publication, a failed load, or no such document shows NotFound in place.
 */
export function PatentDocument() {
  const { t } = useTranslation();
  const ucid = ucidFromParam(useParams().ucid);
  const key = new URLSearchParams(useLocation().search).get('key');
  const { data: user } = useCurrentUser();
  // A visitor without a session reaches only the images popout, and only with a key (the route guard saw to it).
  const keyed = useRouteName() === 'Patent.Images' && key !== null && user === null;
  const query = useQuery({ ...patentDocumentQuery(ucid ?? ''), enabled: ucid !== null && !keyed });

  if (keyed) return ucid === null ? <NotFound /> : <KeyedDrawings ucid={ucid} keyParam={key} />;
  if (ucid === null || query.isError || query.data === null) return <NotFound />;
  if (query.isPending) {
    return (
      <Center role="progressbar" aria-label={t('patent.loading')} aria-busy="true" py="xl">
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  // Keyed by ucid: following a link to another document starts it fresh (tab state, collapsed claims).
  return <PatentDocumentView key={query.data.ucid} doc={query.data} />;
}
