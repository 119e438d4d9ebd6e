export { FloatingStoreLink, isStoreLinkHidden } from './FloatingStoreLink';
export { SiteFooter } from './SiteFooter';
export { SiteHeader } from './SiteHeader';
export { SiteLayout } from './SiteLayout';
