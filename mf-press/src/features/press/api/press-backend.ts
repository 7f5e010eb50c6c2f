import type { SessionUser, TotpEnrolment } from '@gagyeong/contracts/auth';
import type { SmsStep } from '@gagyeong/ui';
import type { PressArticle, PressPage } from '@gagyeong/contracts/press';

/** What the write form sends: title and summary already trimmed and non-empty. */
export interface NewPressArticle {
  readonly siteId: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
}

/** What the edit form sends: title and summary already trimmed and non-empty. */
export interface EditedPressArticle {
  readonly title: string;
  readonly summary: string;
  readonly content: string;
}

/**
 * Where a sign-in got to: signed in (the auth listeners were told), the second factor's key to
 * enrol, the recovery codes of a finished enrolment to show once (`finish` then tells the
 * listeners), or (Firebase) the SMS steps, whose last one signs in.
 */
export type PressSignIn =
  | { readonly user: SessionUser }
  | { readonly enrolment: TotpEnrolment }
  | { readonly recoveryCodes: readonly string[]; readonly finish: () => void }
  | { readonly sms: SmsStep };

export interface PressAuth {
  /** Whether sign-in asks for a TOTP code with the password (the embedded server; Firebase asks for an SMS code after it). */
  readonly totp: boolean;
  /** Signs in with what was typed (`code`: the second factor); rejects with a PressApiError. */
  signIn(email: string, password: string, code?: string): Promise<PressSignIn>;
  signOut(): Promise<void>;
  currentUser(): Promise<SessionUser | null>;
  /**
   * Calls `listener` with the current user now (asynchronously) and whenever it changes; returns
   * the unsubscribe function.
   */
  onAuthChange(listener: (user: SessionUser | null) => void): () => void;
}

/**
 * The one interface the press pages use (docs/architecture.md §7), implemented by the embedded server's API
 * (`local/`) and by Firebase (`firebase/`).
 */
export interface PressBackend {
  /** One page (10, newest first) of a site's articles; `cursor` is the previous page's nextCursor. */
  listPage(site: string, cursor: string | null): Promise<PressPage>;
  /**
   * Page `page` (1-based, 10 a page, newest first) of a site's articles, for a list opened at
   * `?page=N` (docs/product.md §2); its nextCursor continues with `listPage`.
   */
  listPageAt(site: string, page: number): Promise<PressPage>;
  /** The article, or null when there is none with this id. */
  getArticle(id: string): Promise<PressArticle | null>;
  /** Adds exactly one view; resolves with the new count, or null when the article is missing. */
  incrementViews(id: string): Promise<number | null>;
  createArticle(input: NewPressArticle): Promise<PressArticle>;
  /** Replaces title, summary and body (administrators); resolves with the stored article. */
  updateArticle(id: string, input: EditedPressArticle): Promise<PressArticle>;
  /** Deletes the article (administrators). */
  deleteArticle(id: string): Promise<void>;
  readonly auth: PressAuth;
}

/** Resolves to the configured backend (the Firebase one arrives with a dynamic import). */
export type GetPressBackend = () => Promise<PressBackend>;

/**
 * A failure with a Korean message fit to show as it is: the embedded API client's one error type
 * (`code` is the server's `error.code`, Firebase's error code, or 'network'; `status` is 0 without
 * an HTTP answer), so both backends fail the same way.
 */
export { ApiError as PressApiError } from '@gagyeong/contracts/api-client';
