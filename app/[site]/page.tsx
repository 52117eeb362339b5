import { homeMetadata } from '@/lib/cms-pages/home';
import { loadMenuPageByName } from '@/lib/routes/loaders';
import { HomePage } from '@/components/home/HomePage';

export async function generateMetadata() {
  return homeMetadata(await loadMenuPageByName('Home'));
}

export default async function Home() {
  return <HomePage page={await loadMenuPageByName('Home')} />;
}
