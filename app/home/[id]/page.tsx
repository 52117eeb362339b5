import type { Metadata } from 'next';
import { menuPageAt } from '@/lib/cms-pages/load';
import { homeMetadata } from '@/lib/cms-pages/home';
import { HomePage } from '@/components/home/HomePage';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata(await menuPageAt('home', (await params).id));
}

export default async function HomeById({ params }: Props) {
  return <HomePage page={await menuPageAt('home', (await params).id)} />;
}
