import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';

/** The browser's path, kept in step with history: the service answers index.html for every page. */
export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    addEventListener('popstate', update);
    return () => removeEventListener('popstate', update);
  }, []);
  return path;
}

export function navigate(to: string): void {
  if (to === location.pathname) return;
  history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

export function Link(props: { to: string; children: ReactNode; className?: string; current?: boolean }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(props.to);
  };
  return (
    <a
      href={props.to}
      onClick={follow}
      className={props.className}
      aria-current={props.current ? 'page' : undefined}
    >
      {props.children}
    </a>
  );
}
