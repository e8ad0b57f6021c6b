import { COMMENT_TEXT, IDEA_LIMITS } from '@ibh/contract';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { usePostComment } from '../../api/comments';
import { checkComment } from '../../lib/comment-rules';

interface CommentFormProps {
  ideaId: string;
  /** Set for a reply: the top-level comment it answers. */
  parentId?: string;
  label: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}

/** A comment or a reply: a textarea with a Post button; Ctrl/Cmd+Enter posts too. */
export function CommentForm({ ideaId, parentId, label, autoFocus, onDone, onCancel }: CommentFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLTextAreaElement>(null);
  const post = usePostComment(ideaId);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (post.isPending) return;
    const checked = checkComment(body);
    if (!checked.ok) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setError(undefined);
    post.mutate(
      { body: checked.body, parentId: parentId ?? null },
      {
        onSuccess: () => {
          setBody('');
          onDone?.();
        },
        onError: (failure) => {
          const message =
            isApiRequestError(failure) && failure.status < 500 ? failure.message : COMMENT_TEXT.postFailed;
          setError(message);
          toast.error(message);
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextareaField
        ref={input}
        label={label}
        placeholder={COMMENT_TEXT.placeholder}
        hint={COMMENT_TEXT.hint}
        error={error}
        rows={parentId ? 2 : 3}
        maxLength={IDEA_LIMITS.commentMax}
        value={body}
        autoFocus={autoFocus}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {COMMENT_TEXT.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? COMMENT_TEXT.posting : COMMENT_TEXT.post}
        </Button>
      </div>
    </form>
  );
}
