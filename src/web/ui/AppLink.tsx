import { Link, type LinkProps } from 'react-aria-components';

/**
 * A link. In-app hrefs navigate through the router (React Aria's
 * RouterProvider); other origins load normally. Styled as a plain link
 * unless given a class (a button-like link, a tile, a nav item).
 */
export function AppLink({ className, ...props }: LinkProps & { readonly className?: string }) {
  return <Link {...props} className={className ?? 'link'} />;
}
