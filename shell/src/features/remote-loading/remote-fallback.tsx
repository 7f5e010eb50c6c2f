import type { RemoteFailureKind } from './remote-load-error';
import { REMOTE_ERROR_CODES } from './remote-load-error';
import styles from './remote-fallback.module.css';

const MESSAGES: Record<RemoteFailureKind, string> = {
  network: '네트워크 연결이 원활하지 않아 내용을 불러오지 못했습니다.',
  timeout: '응답이 지연되어 내용을 불러오지 못했습니다.',
  execution: '내용을 표시하는 중 문제가 발생했습니다.',
};

interface Props {
  readonly kind: RemoteFailureKind;
  readonly label: string | undefined;
  readonly onRetry: () => void;
}

/** 을/를 by whether the last syllable has a final consonant (페이지를, 창을). */
export function objectParticle(word: string): '을' | '를' {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '을' : '를';
}

export function RemoteFallback({ kind, label = '내용', onRetry }: Props) {
  return (
    <div className={styles.fallback} role="alert" data-remote-error={REMOTE_ERROR_CODES[kind]}>
      <p className={styles.title}>
        {label}
        {objectParticle(label)} 불러오지 못했습니다
      </p>
      <p className={styles.message}>{MESSAGES[kind]} 잠시 후 다시 시도해 주세요.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}
