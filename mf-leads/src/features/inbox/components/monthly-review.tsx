import { useEffect, useId, useState, type FormEvent } from 'react';
import { ACCESS_LIMITS, type AccessReviewsResponse } from '@gagyeong/contracts/access';
import { ACCESS_TEXT } from '../../../content/admin-text';
import type { AccessApi } from '../api/access-api';
import { useFailure } from '../hooks/use-failure';
import { AdminSection, ErrorAlert } from './admin-section';
import { FilterForm } from './filter-form';
import { formatTime } from './format-time';
import { ScrollTable } from './scroll-table';
import formStyles from '../../../components/form.module.css';
import styles from './leads-inbox.module.css';

/** The months reviewed so far, the one still due, and the form that marks a month reviewed. */
export function MonthlyReview({
  api,
  onUnauthorized,
}: {
  api: Pick<AccessApi, 'reviews' | 'review'>;
  onUnauthorized: () => void;
}) {
  const [reviews, setReviews] = useState<AccessReviewsResponse | null>(null);
  const [month, setMonth] = useState('');
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  const { error, setError, fail } = useFailure(onUnauthorized);

  useEffect(() => {
    let cancelled = false;
    api.reviews().then((answer) => {
      if (cancelled) return;
      setReviews(answer);
      setMonth((current) => current || answer.due);
    }, fail);
    return () => {
      cancelled = true;
    };
  }, [api, fail]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      setReviews(await api.review(month, note));
      setNotice(ACCESS_TEXT.reviewed(month));
      setNote('');
    } catch (caught) {
      fail(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <AdminSection title={ACCESS_TEXT.reviewTitle}>
      {reviews ? (
        <p className={styles.notice}>{reviews.due ? ACCESS_TEXT.due(reviews.due) : ACCESS_TEXT.noneDue}</p>
      ) : null}
      <FilterForm
        aria-label={ACCESS_TEXT.reviewTitle}
        onSubmit={(event) => void submit(event)}
        submitLabel={ACCESS_TEXT.markReviewed}
        pending={pending}
      >
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-month`}>
            {ACCESS_TEXT.month}
          </label>
          <input
            id={`${id}-month`}
            className={formStyles.input}
            type="month"
            required
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-note`}>
            {ACCESS_TEXT.note}
          </label>
          <textarea
            id={`${id}-note`}
            className={formStyles.input}
            rows={2}
            required
            maxLength={ACCESS_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={`${id}-note-hint`}
          />
          <small id={`${id}-note-hint`} className={styles.hint}>
            {ACCESS_TEXT.noteHint}
          </small>
        </div>
      </FilterForm>
      <p role="status" className={styles.notice}>
        {notice ?? ''}
      </p>
      <ErrorAlert message={error} />
      {reviews && reviews.reviews.length > 0 ? (
        <ScrollTable caption={ACCESS_TEXT.reviewsCaption} columns={Object.values(ACCESS_TEXT.reviewColumns)}>
          {reviews.reviews.map((review) => (
            <tr key={review.month}>
              <td>{review.month}</td>
              <td>
                <time dateTime={review.reviewedAt}>{formatTime(review.reviewedAt)}</time>
              </td>
              <td>{review.reviewer}</td>
              <td className={styles.message}>{review.note}</td>
              <td>{review.chainOk ? ACCESS_TEXT.chainOk : ACCESS_TEXT.chainBroken}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </AdminSection>
  );
}
