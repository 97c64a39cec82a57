import type { ReactNode } from 'react';

/**
 * In place of a list: an empty one, or one whose first page failed — what happened and a way on
 * (§4 "Paged lists", §8 "Paged list failure"). The game lists and the wallet's histories show it.
 */
export function ListMessage({
  title,
  text,
  action,
  role,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  role: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-12 text-center"
    >
      <p className="text-lg font-bold">{title}</p>
      {text && <p className="max-w-md text-fg-muted">{text}</p>}
      {action}
    </div>
  );
}
