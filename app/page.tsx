// `/`: the home page, drawn from the content service's menu named Home (loadMenuPageByName): the hero
// slider, the menu's sections and the team.
import { homeMetadata } from '@/lib/cms-pages/home';
import { loadMenuPageByName } from '@/lib/routes/loaders';
import { HomePage } from '@/components/home/HomePage';

export async function generateMetadata() {
  return homeMetadata(await loadMenuPageByName('Home'));
}

export default function Home() {
  return <HomePage page={loadMenuPageByName('Home')} />;
}
