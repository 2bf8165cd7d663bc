import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../ui/AppLink.tsx';
import { normalizePath } from '../../routes/paths.ts';

/** A navigation link that tells assistive technology when it is the current page. */
export function NavLink({ href, onPress, children }: { readonly href: string; readonly onPress?: () => void; readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const current = normalizePath(pathname) === href;
  return (
    <AppLink href={href} className="nav-link" {...(onPress ? { onPress } : {})} {...(current ? { 'aria-current': 'page' as const } : {})}>
      {children}
    </AppLink>
  );
}
