import type { FrozenSet } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { frozenSetQuery } from '../queries/frozenSetQueries';

/** The id in the path, or null when it cannot name a set. */
function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The data guard of /frozen-sets/{id} and its compare screen: the set must load (it is the user's), else NotFound. */
export function FrozenSetGuard({ children }: { children: (set: FrozenSet) => ReactNode }) {
  const { t } = useTranslation();
  const id = idParam(useParams().frozen_id);
  const set = useQuery({ ...frozenSetQuery(id ?? 0), enabled: id !== null });
  if (id === null || set.isError) return <NotFound />;
  if (!set.data) return <LoadingLine label={t('frozenSets.list.loading')} />;
  return children(set.data);
}
