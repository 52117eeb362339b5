// How one of the organisation's services appears in a grid or carousel, leading to its service page.
import type { Service } from '@/content/services';
import { Card, CardText } from '@/components/ui/Card';
import { routes } from '@/lib/routes/table';

type Props = { service: Service; sizes?: string; headingLevel?: 'h2' | 'h3'; priority?: boolean };

/** A built-in service: picture, title (the card's link) and two lines of description. */
export function ServiceCard({ service, sizes, headingLevel = 'h3', priority = false }: Props) {
  return (
    <Card
      priority={priority}
      id={`service-${service.id}`}
      title={service.title}
      href={routes.serviceDetail.href({ id: service.id })}
      image={service.images[0]}
      sizes={sizes}
      headingLevel={headingLevel}
    >
      <CardText>{service.description}</CardText>
    </Card>
  );
}
