import { NotFoundView } from '@/components/site/NotFoundView';

/** A page that finds its item gone after the proxy let it through (content changed in between). */
export default function SiteNotFound() {
  return <NotFoundView />;
}
