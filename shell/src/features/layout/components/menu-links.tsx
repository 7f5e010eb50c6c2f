import { Link } from 'react-router-dom';
import type { MenuLink } from '@gagyeong/contracts';
import { VisuallyHidden } from '@gagyeong/ui';

/**
 * A menu section's links as list items, the current page marked (header dropdown, mobile menu,
 * footer site map). `section` starts each link's name where its label repeats elsewhere on the
 * page (84A is a plan and an interior).
 */
export function MenuLinks({
  items,
  pathname,
  className,
  section,
  onFollow,
}: {
  readonly items: readonly MenuLink[];
  readonly pathname: string;
  readonly className: string | undefined;
  readonly section?: string;
  readonly onFollow?: () => void;
}) {
  return items.map((item) => (
    <li key={item.subUrl}>
      <Link
        to={item.subUrl}
        className={className}
        aria-current={item.subUrl === pathname ? 'page' : undefined}
        onClick={onFollow}
      >
        {section ? <VisuallyHidden>{section} </VisuallyHidden> : null}
        {item.subTitle}
      </Link>
    </li>
  ));
}
