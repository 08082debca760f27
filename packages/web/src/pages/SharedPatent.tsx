import { useParams } from 'react-router';
import { SharedPatentScreen } from '../modules/patent/components/SharedPatentScreen';
import { ShareGuard } from '../modules/share/components/ShareGuard';
import { NotFound } from '../ui/NotFound';

/** /share/patent/{ucid}/{key}?tab=: one shared document (SPEC §2), overview by default. */
export function SharedPatent() {
  const { ucid = '', key = '' } = useParams();
  return (
    <ShareGuard kind="patent" shareKey={key}>
      {(info) =>
        info.ucid !== null && info.ucid.toUpperCase() !== ucid.toUpperCase() ? (
          <NotFound />
        ) : (
          <SharedPatentScreen key={`${key}/${ucid}`} ucid={ucid} shareKey={key} info={info} />
        )
      }
    </ShareGuard>
  );
}
