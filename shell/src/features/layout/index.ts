export { SiteHeader } from './components/site-header';
export { SiteFooter } from './components/site-footer';
export { FixedBar } from './components/fixed-bar';
