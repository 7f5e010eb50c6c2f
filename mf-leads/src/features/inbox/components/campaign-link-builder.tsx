import { useId, useState } from 'react';
import { ATTRIBUTION_LABELS, cleanAttributionValue, UTM_PARAMETERS } from '@gagyeong/contracts/attribution';
import { LINK_BUILDER_TEXT } from '../../../content/admin-text';
import { InputField } from '../../../components/form-field';
import { AdminSection } from './admin-section';
import { qrCodeSvg } from './qr-code';
import { QrImage } from './qr-image';
import formStyles from '../../../components/form.module.css';
import inboxStyles from './leads-inbox.module.css';
import styles from './lead-dashboard.module.css';

type UtmField = keyof typeof UTM_PARAMETERS;
const UTM_FIELDS = Object.keys(UTM_PARAMETERS) as UtmField[];

/** A path of this site only: one leading slash, no scheme or host. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The tagged link, or the reason there is none yet. */
export function buildCampaignLink(
  siteUrl: string,
  path: string,
  values: Readonly<Record<UtmField, string>>,
): { link: string } | { problem: string } {
  const cleanPath = path.trim() || '/';
  if (!isSitePath(cleanPath)) return { problem: LINK_BUILDER_TEXT.pathInvalid };
  const url = new URL(cleanPath, siteUrl);
  for (const field of UTM_FIELDS) {
    const value = cleanAttributionValue(values[field], field);
    if (value) url.searchParams.set(UTM_PARAMETERS[field], value);
    else url.searchParams.delete(UTM_PARAMETERS[field]);
  }
  if (!url.searchParams.get(UTM_PARAMETERS.utmSource)) return { problem: LINK_BUILDER_TEXT.sourceRequired };
  return { link: url.toString() };
}

/**
 * Builds a link for a campaign (any site path plus the utm fields), with a copy button and a QR
 * code generated in the browser, to download as SVG for print.
 */
export function CampaignLinkBuilder({ siteUrl }: { siteUrl: string }) {
  const [path, setPath] = useState('/');
  const [values, setValues] = useState<Record<UtmField, string>>({
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    utmTerm: '',
    utmContent: '',
  });
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const id = useId();
  const built = buildCampaignLink(siteUrl, path, values);
  const link = 'link' in built ? built.link : null;
  // Encoding a link of a few hundred characters takes well under a millisecond: no memo needed.
  const qr = link ? qrCodeSvg(link) : null;

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <AdminSection title={LINK_BUILDER_TEXT.title} className={styles.dashboard} titleClassName={styles.title}>
      <p>{LINK_BUILDER_TEXT.intro}</p>
      <div className={inboxStyles.filters}>
        <InputField
          label={LINK_BUILDER_TEXT.path}
          value={path}
          placeholder={LINK_BUILDER_TEXT.pathHint}
          onValue={(value) => {
            setCopy('idle');
            setPath(value);
          }}
        />
        {UTM_FIELDS.map((field) => (
          <InputField
            key={field}
            label={`${ATTRIBUTION_LABELS[field]} (${UTM_PARAMETERS[field]})`}
            value={values[field]}
            onValue={(value) => {
              setCopy('idle');
              setValues((previous) => ({ ...previous, [field]: value }));
            }}
          />
        ))}
      </div>
      {'problem' in built ? (
        <p className={inboxStyles.empty} role="status">
          {built.problem}
        </p>
      ) : (
        <div className={styles.linkResult}>
          <label className={formStyles.label} htmlFor={`${id}-link`}>
            {LINK_BUILDER_TEXT.link}
          </label>
          <div className={styles.linkRow}>
            <input id={`${id}-link`} className={formStyles.input} readOnly value={built.link} />
            <button type="button" className={formStyles.submit} onClick={() => void onCopy()}>
              {LINK_BUILDER_TEXT.copy}
            </button>
          </div>
          <p role="status" className={inboxStyles.notice}>
            {copy === 'copied' ? LINK_BUILDER_TEXT.copied : copy === 'failed' ? LINK_BUILDER_TEXT.copyFailed : ''}
          </p>
          {qr ? (
            <div className={styles.qr}>
              <QrImage text={built.link} label={LINK_BUILDER_TEXT.qr(built.link)} />
              <a href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.markup)}`} download="campaign-qr.svg">
                {LINK_BUILDER_TEXT.download}
              </a>
            </div>
          ) : null}
        </div>
      )}
    </AdminSection>
  );
}
