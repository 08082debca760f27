import { Badge } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { patentListQuery } from '../queries/patentListQuery';

/**
 * The header's patent-list counter (GET /api/listed_patents), a link to the list's screen. Its name says what the
 * number counts ("Patent list: 3 patents") and holds the number shown, as axe's label-content-name-mismatch asks.
 */
export function PatentListBadge() {
  const { t } = useTranslation();
  const count = useQuery(patentListQuery).data?.count ?? 0;
  return (
    <Badge
      component={Link}
      to="/patent-collection"
      aria-label={t('nav.patentListCount', { count })}
      title={t('nav.patentList')}
      variant="light"
      size="lg"
      leftSection={<IconListDetails size={14} aria-hidden="true" />}
      style={{ cursor: 'pointer' }}
      data-testid="patent-list-count"
    >
      {count}
    </Badge>
  );
}
