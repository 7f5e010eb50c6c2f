import { ADMIN_PATHS } from '@gagyeong/contracts';
import { FilterForm, type FilterFormProps } from './filter-form';

/**
 * A filter of /admin kept in its address (`?from=&to=`, `?vitals=`): a GET form, so it works
 * without JavaScript too; with it, `onSubmit` applies the filter in place.
 */
export function AdminQueryForm(props: Omit<FilterFormProps, 'method' | 'action'>) {
  return <FilterForm method="get" action={ADMIN_PATHS.home} {...props} />;
}
