import { Badge } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The header's patent-list counter. The list itself (GET /api/listed_patents) and its screen link come with a
 * later issue; until then the count is 0. It is a status, not a link: a control named "Patent list" that
 * shows "0" would fail axe's label-content-name-mismatch.
 */
export function PatentListBadge() {
  const { t } = useTranslation();
  const count = 0;
  return (
    <Badge
      role="status"
      aria-label={t('nav.patentList')}
      title={t('nav.patentList')}
      variant="light"
      size="lg"
      leftSection={<IconListDetails size={14} aria-hidden="true" />}
    >
      {count}
    </Badge>
  );
}
