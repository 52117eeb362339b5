// `/home/{id}`: the Home menu reached by its id, drawn as the home page from the content service
// (loadMenuPage); the site's own links go to `/`.
import { homeMetadata } from '@/lib/cms-pages/home';
import { loadMenuPage } from '@/lib/routes/loaders';
import { renderOnDemand } from '@/lib/routes/render-on-demand';
import { HomePage } from '@/components/home/HomePage';

type Props = { params: Promise<{ id: string }> };

export const generateStaticParams = renderOnDemand;

export async function generateMetadata({ params }: Props) {
  return homeMetadata(await loadMenuPage('home', params));
}

export default async function HomeMenuPage({ params }: Props) {
  // Awaited first: an id that is not the Home menu's is a 404 before anything is drawn.
  const page = await loadMenuPage('home', params);
  return <HomePage page={Promise.resolve(page)} />;
}
