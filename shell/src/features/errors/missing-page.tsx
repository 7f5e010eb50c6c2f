import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MissingPage as MissingPageData } from '@gagyeong/contracts';
import { NotFoundPage } from './not-found-page';

/**
 * A page the server found missing (a deleted article): the server's 404 page, linking where the
 * module said, which the browser then replaces with that page (docs/product.md §4). The effect
 * runs only in the browser, so the server never renders a navigation.
 */
export function MissingPage({ missing }: MissingPageData) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(missing.href, { replace: true });
  }, [missing.href, navigate]);
  return <NotFoundPage back={missing} />;
}
