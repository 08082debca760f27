import type { Folder, FolderComment } from '@app/shared';
import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../app/api/describeApiError';
import { notify } from '../../../app/notifications/notify';
import { notifyUndoable } from '../../../app/notifications/notifyUndoable';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { foldersApi } from '../api/foldersApi';
import { folderPatentQuery } from '../queries/folderQueries';

/** Comments grouped under their parents, top-level ones in time order. */
function threads(comments: readonly FolderComment[]): { comment: FolderComment; depth: number }[] {
  const children = new Map<number | null, FolderComment[]>();
  for (const c of comments) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c]);
  const out: { comment: FolderComment; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      out.push({ comment: c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The comments on one patent of a folder, threaded, with a box to comment or reply (writers only). */
export function PatentComments({ folder, ucid }: { folder: Folder; ucid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const query = folderPatentQuery(folder.id, ucid);
  const detail = useQuery(query);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<FolderComment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canWrite = folder.permission !== 'read';
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const post = useMutation({
    mutationFn: () => foldersApi.comment(folder.id, ucid, text.trim(), replyTo?.id ?? null),
    onSuccess: (next) => {
      queryClient.setQueryData(query.queryKey, next);
      setText('');
      setReplyTo(null);
    },
    onError: (e) => setError(describeApiError(e, t)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => foldersApi.deleteComment(folder.id, ucid, id),
    onSuccess: async (answer) => {
      await refresh();
      notifyUndoable(answer, () => void refresh());
    },
    onError: (e) => notify({ type: 'error', message: describeApiError(e, t) }),
  });
  if (!detail.data) return <Loader size="sm" aria-label={t('folders.loading')} />;
  const list = threads(detail.data.comments);
  return (
    <Stack gap="sm">
      {list.length === 0 ? (
        <Text c="dimmed">{t('folders.comments.empty')}</Text>
      ) : (
        <ul className="comment-list" data-testid="comment-list">
          {list.map(({ comment, depth }) => (
            <li key={comment.id} style={{ marginLeft: depth * 24 }} data-testid="comment">
              <Group gap="xs">
                <Text fz="sm" fw={600}>
                  {comment.author?.name ?? t('folders.comments.unknownAuthor')}
                </Text>
                <Text fz="xs" c="dimmed">
                  {comment.created_at.slice(0, 16).replace('T', ' ')}
                </Text>
              </Group>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.body}
              </Text>
              {canWrite && (
                <Group gap={4}>
                  <Button size="compact-xs" variant="subtle" onClick={() => setReplyTo(comment)}>
                    {t('folders.comments.reply')}
                  </Button>
                  {(comment.author?.id === me?.id || folder.permission === 'admin') && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate(comment.id)}>
                      {t('folders.comments.delete')}
                    </Button>
                  )}
                </Group>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim() === '') return setError(t('folders.comments.required'));
            setError(null);
            post.mutate();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={
                replyTo
                  ? t('folders.comments.replyTo', { name: replyTo.author?.name ?? t('folders.comments.unknownAuthor') })
                  : t('folders.comments.write')
              }
              autosize
              minRows={2}
              value={text}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              {replyTo && (
                <Button variant="default" onClick={() => setReplyTo(null)}>
                  {t('folders.comments.cancel')}
                </Button>
              )}
              <Button type="submit" loading={post.isPending}>
                {replyTo ? t('folders.comments.sendReply') : t('folders.comments.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
