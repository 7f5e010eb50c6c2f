import type { ApartmentComplex, BreadcrumbList, Graph, NewsArticle, Organization, Thing, WebSite } from 'schema-dts';
import { findMenuSection, MENU, type MenuSection } from './menu';
import { SITE } from './site';

/**
 * schema.org structured data (JSON-LD) that Naver and Google read, built from the content modules
 * only (docs/decisions/0088-structured-data.md). Pure: the same input gives the same graph on the
 * server and in the browser, so hydration keeps the server's script as it is. Typed with
 * schema-dts (schema.org's vocabulary as TypeScript types): a misspelt property or a value of the
 * wrong kind does not compile.
 */

/** One step of a breadcrumb trail: its visible name and its path (percent-encoded as in the address bar). */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export interface ArticleData {
  readonly headline: string;
  /** ISO 8601. */
  readonly datePublished: string;
  readonly dateModified?: string;
}

export interface PageStructuredDataInput {
  /** `config.siteUrl`, without a trailing slash. */
  readonly siteUrl: string;
  /** The page's absolute URL. */
  readonly url: string;
  readonly description: string;
  /** Absolute URL of the page's social image. */
  readonly imageUrl: string;
  /** The trail from home (not included) to this page (included); none on the home page. */
  readonly breadcrumb?: readonly Crumb[];
  /** A press article: the page is a NewsArticle too. */
  readonly article?: ArticleData;
}

export const HOME_CRUMB: Crumb = { name: '홈', path: '/' };

/** Google shows at most 110 characters of an article headline. */
const HEADLINE_MAX = 110;

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();
const nodeId = (siteUrl: string, name: string) => `${siteUrl}/#${name}`;

/** The site, the organisation behind it and the complex it presents: the same on every page. */
export function siteNodes(siteUrl: string, imageUrl: string): [WebSite, Organization, ApartmentComplex] {
  const home = absolute(siteUrl, '/');
  const organization = nodeId(siteUrl, 'organization');
  return [
    {
      '@type': 'WebSite',
      '@id': nodeId(siteUrl, 'website'),
      url: home,
      name: SITE.name,
      alternateName: SITE.nameEn,
      inLanguage: SITE.locale,
      publisher: { '@id': organization },
    },
    {
      '@type': 'Organization',
      '@id': organization,
      name: SITE.name,
      alternateName: SITE.nameEn,
      url: home,
      telephone: SITE.phone,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: SITE.phone,
        contactType: 'sales',
        areaServed: 'KR',
        availableLanguage: 'Korean',
      },
    },
    {
      '@type': 'ApartmentComplex',
      '@id': nodeId(siteUrl, 'complex'),
      name: SITE.name,
      url: home,
      image: imageUrl,
      telephone: SITE.phone,
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'KR',
        addressRegion: SITE.address.region,
        addressLocality: `${SITE.address.city} ${SITE.address.district}`,
        streetAddress: SITE.address.dong,
      },
      numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: SITE.households, unitText: '세대' },
    },
  ];
}

export function breadcrumbList(siteUrl: string, trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [HOME_CRUMB, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function newsArticle(input: {
  readonly siteUrl: string;
  readonly url: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly article: ArticleData;
}): NewsArticle {
  const organization: Organization = {
    '@type': 'Organization',
    '@id': nodeId(input.siteUrl, 'organization'),
    name: SITE.name,
  };
  return {
    '@type': 'NewsArticle',
    '@id': `${input.url}#article`,
    mainEntityOfPage: input.url,
    headline: clip(input.article.headline, HEADLINE_MAX),
    description: input.description,
    image: [input.imageUrl],
    datePublished: input.article.datePublished,
    dateModified: input.article.dateModified ?? input.article.datePublished,
    inLanguage: SITE.locale,
    author: organization,
    publisher: organization,
    about: { '@id': nodeId(input.siteUrl, 'complex') },
  };
}

/** The page's whole graph: the site nodes, then its breadcrumb and article when it has them. */
export function pageStructuredData(input: PageStructuredDataInput): Graph {
  const graph: Thing[] = siteNodes(input.siteUrl, input.imageUrl);
  if (input.breadcrumb && input.breadcrumb.length > 0) graph.push(breadcrumbList(input.siteUrl, input.breadcrumb));
  if (input.article) graph.push(newsArticle({ ...input, article: input.article }));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * The menu section a path belongs to: the one listing it, else the one whose pages share its first
 * segment (pages the menu does not list, e.g. /FloorPlan/114A, /Interior/84B).
 */
export function menuSectionOf(path: string): MenuSection | undefined {
  const listed = findMenuSection(path);
  if (listed) return listed;
  const first = path.split('/')[1];
  return MENU.find((section) => section.items.some((item) => item.subUrl.split('/')[1] === first));
}

/** A sub page's trail under its menu section: section (its first page) → this page. */
export function menuTrail(path: string, pageName: string): Crumb[] {
  const section = menuSectionOf(path);
  const page = { name: pageName, path };
  const first = section?.items[0];
  return section && first ? [{ name: section.title, path: first.subUrl }, page] : [page];
}

/**
 * JSON for inline `<script>` content: `<`, `>` and `&` as \u escapes, so no value can close the
 * element, open a comment or read as markup; U+2028/2029 for older JSON-in-JS readers. Still
 * valid JSON with the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's JSON-LD data block for <head>, escaped by jsonForScript: no value can end the element. */
export function structuredDataScript(input: PageStructuredDataInput): string {
  return `<script type="application/ld+json">${jsonForScript(pageStructuredData(input))}</script>`;
}
