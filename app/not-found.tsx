import { NotFoundView, notFoundMetadata } from '@/components/site/NotFoundView';

// Only a missing static file ends here: every page address goes through the proxy (proxy.ts).
export const metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}
