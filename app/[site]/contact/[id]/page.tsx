import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { ContactPage, contactMetadata } from '@/components/contact/ContactPage';

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return contactMetadata(await loadMenuPage('contact', params));
}

export default async function ContactMenuPage({ params }: Props) {
  return <ContactPage page={await loadMenuPage('contact', params)} />;
}
