import { serializeJsonLd, type JsonLdDocument } from '@/lib/seo/json-ld-serialize';

/**
 * One block of structured data. The JSON is escaped (see serializeJsonLd) so that text from the
 * content service cannot end the script element; browsers never run this script type.
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
