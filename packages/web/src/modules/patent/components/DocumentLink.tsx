import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Props of DocumentLink. */
type DocumentLinkProps = {
  /** The number as the UI shows it (displayPublicationNumber), or as cited when it is not in our index. */
  label: string;
  /** Ucid of the document in our index; null when it is not there (then the label is plain text). */
  ucid: string | null;
};

/** A document number: a link to its page when the document is in our index, plain text otherwise. */
export function DocumentLink({ label, ucid }: DocumentLinkProps) {
  if (ucid === null) {
    return (
      <Text span ff="monospace" fz="sm">
        {label}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/patent/${encodeURIComponent(ucid)}`} ff="monospace" fz="sm">
      {label}
    </Anchor>
  );
}
