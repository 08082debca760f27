import type { FolderComment } from '@app/shared';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import '../folders.css';

/** Props of CommentThread. */
type CommentThreadProps = {
  comments: readonly FolderComment[];
  /** False shows the comments only: no box, no reply, edit or delete. */
  canWrite: boolean;
  /** Whether the signed-in user may delete this comment (its author, or a folder admin). */
  canDelete: (comment: FolderComment) => boolean;
  /** Posts a comment or a reply; a rejection is shown under the box. */
  onPost: (body: string, parentId: number | null) => Promise<unknown>;
  onDelete: (commentId: number) => void;
  /** Editing, where the comments can be changed; without it no comment shows an edit button. */
  edit?: CommentEditing;
};

/** How comments are changed. */
type CommentEditing = {
  /** Whether the signed-in user may change this comment (its author). */
  canEdit: (comment: FolderComment) => boolean;
  /** Saves a changed comment; a rejection is shown under its box. */
  onSave: (commentId: number, body: string) => Promise<unknown>;
};

/** Comments grouped under their parents, top-level ones in time order, each with its depth. */
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

/**
 * Threaded comments on something in a folder, with a box to comment or reply and the author's own edit. It knows
 * nothing of what is commented: the caller passes the comments and the calls, so patents and NPL records share it.
 */
export function CommentThread({ comments, canWrite, canDelete, onPost, onDelete, edit }: CommentThreadProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<FolderComment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const [editing, setEditing] = useState<{ id: number; text: string; error: string | null } | null>(null);
  const list = threads(comments);
  const editBox = useRef<HTMLTextAreaElement>(null);
  const editingId = editing?.id ?? null;
  // The box replaces the text the user chose to edit, so focus goes where that text was.
  useEffect(() => {
    if (editingId !== null) editBox.current?.focus();
  }, [editingId]);

  const post = async () => {
    if (text.trim() === '') return setError(t('folders.comments.required'));
    setError(null);
    setPosting(true);
    try {
      await onPost(text.trim(), replyTo?.id ?? null);
      setText('');
      setReplyTo(null);
    } catch (e) {
      setError(describeApiError(e, t));
    } finally {
      setPosting(false);
    }
  };
  const saveEdit = async () => {
    if (!editing || !edit) return;
    if (editing.text.trim() === '') return setEditing({ ...editing, error: t('folders.comments.required') });
    try {
      await edit.onSave(editing.id, editing.text.trim());
      setEditing(null);
    } catch (e) {
      setEditing({ ...editing, error: describeApiError(e, t) });
    }
  };

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
                  <time dateTime={comment.created_at}>{comment.created_at.slice(0, 16).replace('T', ' ')}</time>
                  {comment.updated_at !== comment.created_at && ` · ${t('folderNpl.comments.edited')}`}
                </Text>
              </Group>
              {editing?.id === comment.id ? (
                <Stack gap={4}>
                  <Textarea
                    label={t('folderNpl.comments.editLabel')}
                    autosize
                    minRows={2}
                    value={editing.text}
                    error={editing.error}
                    ref={editBox}
                    onChange={(e) => setEditing({ ...editing, text: e.currentTarget.value })}
                  />
                  <Group gap={4}>
                    <Button size="compact-xs" onClick={() => void saveEdit()}>
                      {t('folderNpl.comments.save')}
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => setEditing(null)}>
                      {t('folders.comments.cancel')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.body}
                </Text>
              )}
              {canWrite && editing?.id !== comment.id && (
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => {
                      setReplyTo(comment);
                      box.current?.focus();
                    }}
                  >
                    {t('folders.comments.reply')}
                  </Button>
                  {edit?.canEdit(comment) && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setEditing({ id: comment.id, text: comment.body, error: null })}
                    >
                      {t('folderNpl.comments.edit')}
                    </Button>
                  )}
                  {canDelete(comment) && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(comment.id)}>
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
            void post();
          }}
        >
          <Stack gap="xs">
            <Textarea
              ref={box}
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
              <Button type="submit" loading={posting}>
                {replyTo ? t('folders.comments.sendReply') : t('folders.comments.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
