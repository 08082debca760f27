import { Badge } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { patentListQuery } from '../queries/patentListQuery';

/**
 * The header's patent-list counter (GET /api/listed_patents). It is a status, not a link, until the list has its
 * own screen: a control named "Patent list" that shows a number would fail axe's label-content-name-mismatch.
 */
export function PatentListBadge() {
  const { t } = useTranslation();
  const count = useQuery(patentListQuery).data?.count ?? 0;
  return (
    <Badge
      role="status"
      aria-label={t('nav.patentListCount', { count })}
      title={t('nav.patentList')}
      variant="light"
      size="lg"
      leftSection={<IconListDetails size={14} aria-hidden="true" />}
      data-testid="patent-list-count"
    >
      {count}
    </Badge>
  );
}
