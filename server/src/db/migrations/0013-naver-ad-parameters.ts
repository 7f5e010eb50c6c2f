import type { Migration } from './migration';

/**
 * The Naver search ad parameters of a lead's landing address (packages/contracts/src/attribution.ts,
 * docs/decisions/0034-naver-ad-parameters.md): '' when unknown.
 * Not indexed: the dashboard groups by the utm columns, which an untagged Naver click fills too.
 */
export const migration: Migration = {
  version: 13,
  name: 'naver-ad-parameters',
  up(db) {
    db.exec(`
      ALTER TABLE leads ADD COLUMN n_campaign_type TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_media         TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_ad_group      TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_ad_group_type TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_ad            TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_keyword_id    TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_keyword       TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_query         TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_match         TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN n_rank          TEXT NOT NULL DEFAULT '';
    `);
  },
};
