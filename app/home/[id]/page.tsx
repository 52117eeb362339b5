// `/home/{id}`: the Home menu reached by its id, drawn as the home page from the content service
// (loadMenuPage); the site's own links go to `/`.
import { homeMetadata } from '@/lib/cms-pages/home';
import { loadMenuPage } from '@/lib/routes/loaders';
import { HomePage } from '@/components/home/HomePage';

type Props = { params: Promise<{ id: string }> };

export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props) {
  return homeMetadata(await loadMenuPage('home', params));
}

export default async function HomeMenuPage({ params }: Props) {
  return <HomePage page={loadMenuPage('home', params)} />;
}
