// `/home` is the home page (the not-found page's "Back to home" link lands here).
export { default, generateMetadata } from '../page';
