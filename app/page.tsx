import type { Metadata } from 'next';
import { menuPageByName } from '@/lib/cms-pages/load';
import { homeMetadata } from '@/lib/cms-pages/home';
import { HomePage } from '@/components/home/HomePage';

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(await menuPageByName('Home'));
}

export default async function Home() {
  return <HomePage page={await menuPageByName('Home')} />;
}
