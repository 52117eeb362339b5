// How one of the organisation's companies appears in a list or carousel, leading to its company page.
import type { Section } from '@/lib/cms/types';
import { routes } from '@/lib/routes/table';
import { excerptOf } from '@/lib/cms-pages/text';
import { Card, CardText } from '@/components/ui/Card';

/** The product cuts a company's text to 300 characters before its `see more` link. */
export const COMPANY_EXCERPT_LENGTH = 300;

type Props = { company: Section; menuId: number; sizes?: string; headingLevel?: 'h2' | 'h3'; priority?: boolean };

/** A company: its picture, name, the start of its text and a `see more` link to its page. */
export function CompanyCard({ company, menuId, sizes, headingLevel = 'h3', priority = false }: Props) {
  return (
    <Card
      priority={priority}
      // Keys are free text; encoding keeps the id free of spaces and unique per company.
      id={`company-${encodeURIComponent(company.key)}`}
      title={company.key}
      image={company.images[0]}
      imageSource="cms"
      sizes={sizes}
      headingLevel={headingLevel}
      more={{ label: 'see more', href: routes.company.href({ id: menuId, company: company.key }) }}
    >
      <CardText clamp={false}>{excerptOf(company.html, COMPANY_EXCERPT_LENGTH, company.key)}</CardText>
    </Card>
  );
}
