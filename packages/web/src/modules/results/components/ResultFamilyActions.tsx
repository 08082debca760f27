import type { SearchDoc } from '@app/shared';
import { Button, Group } from '@mantine/core';
import { IconBinaryTree, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '../../../lib/modals/openModal';
import { useResultsAccess } from '../context/resultsAccess';
import { resultFields } from '../utils/resultFields';
import { FamilyTree } from './FamilyTree';

/** Props of ResultFamilyActions. */
type ResultFamilyActionsProps = { doc: SearchDoc; viewFamily: boolean; familyTree: boolean };

/**
 * The family actions of SPEC §3 List display options: the document's family tab, and its family as a tree. A share
 * link's visitor has neither: both lead to documents outside what was shared.
 */
export function ResultFamilyActions({ doc, viewFamily, familyTree }: ResultFamilyActionsProps) {
  const { t } = useTranslation();
  const { visitor } = useResultsAccess();
  const number = resultFields.number(doc);
  if (visitor) return null;
  return (
    <Group gap="xs">
      {viewFamily && (
        <Button
          component={Link}
          to={`/patent/${encodeURIComponent(doc.ucid)}?tab=family`}
          size="compact-xs"
          variant="default"
          leftSection={<IconUsersGroup size={14} aria-hidden="true" />}
          aria-label={t('results.familyActions.viewFamilyOf', { number })}
        >
          {t('results.familyActions.viewFamily')}
        </Button>
      )}
      {familyTree && (
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconBinaryTree size={14} aria-hidden="true" />}
          aria-label={t('results.familyActions.familyTreeOf', { number })}
          onClick={() =>
            openModal({
              title: t('results.familyActions.treeTitle', { number }),
              children: <FamilyTree doc={doc} />,
            })
          }
        >
          {t('results.familyActions.familyTree')}
        </Button>
      )}
    </Group>
  );
}
