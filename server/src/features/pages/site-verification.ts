import type { SiteConfig } from '@gagyeong/contracts';
import { escapeHtml as escapeAttribute } from '@gagyeong/ui/escape-html';

/** The meta name each search console reads its ownership token from. */
const META_NAMES = { naver: 'naver-site-verification', google: 'google-site-verification' } as const;

/**
 * The `<meta>` tags that prove ownership of the site to Naver Search Advisor and Google Search
 * Console, from the runtime config (empty when none is set). They go into the template's <head>,
 * so every page has them whether it was rendered on the server or not.
 */
export function siteVerificationTags(config: SiteConfig): string {
  const tokens = config.siteVerification ?? {};
  return (Object.keys(META_NAMES) as (keyof typeof META_NAMES)[])
    .flatMap((engine) => {
      const token = tokens[engine];
      return token ? [`<meta name="${META_NAMES[engine]}" content="${escapeAttribute(token)}">`] : [];
    })
    .join('');
}
