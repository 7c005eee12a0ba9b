import { type ReactNode, useEffect } from 'react';

/** A page's title, what it is for, and its main actions on the right (below it on a phone). */
export function PageHeader({
  title,
  documentTitle,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  /** The browser tab's title, when `title` is not plain text. */
  documentTitle?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const tab = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    if (tab) document.title = `${tab} · Contentforge`;
  }, [tab]);
  return (
    <header className="page-header">
      <div className="page-title">
        <h1>{title}</h1>
        {description && <p className="muted">{description}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
      {children}
    </header>
  );
}

/** What an empty list means, and the next step. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {icon && <div className="empty-icon">{icon}</div>}
      <h2>{title}</h2>
      {children && <div className="muted">{children}</div>}
      {actions && <div className="actions center">{actions}</div>}
    </div>
  );
}
