import { HeroSlider } from '@/components/home/HeroSlider';

export default async function HomePage() {
  return <HeroSlider />;
}
