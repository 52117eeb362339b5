import Link from 'next/link';
import type { Section } from '@/lib/cms/types';
import { companyHref } from '@/lib/cms-pages/sections';
import { excerptOf } from '@/lib/cms-pages/text';
import { CmsImage } from '@/components/ui/CmsImage';
import styles from './Card.module.css';

/** The product cuts a company's text to 300 characters before its `see more` link. */
export const COMPANY_EXCERPT_LENGTH = 300;

type Props = { company: Section; menuId: number; sizes: string };

/** A company: its picture, name, the start of its text and a `see more` link to its page. */
export function CompanyCard({ company, menuId, sizes }: Props) {
  const href = companyHref(menuId, company.key);
  const image = company.images[0];
  return (
    <article className={styles.card}>
      <div className={styles.media}>{image && <CmsImage src={image} alt="" fill sizes={sizes} className={styles.image} />}</div>
      <div className={styles.body}>
        <h3 className={styles.title}>{company.key}</h3>
        <p className={styles.excerpt}>{excerptOf(company.html, COMPANY_EXCERPT_LENGTH, company.key)}</p>
        <Link href={href} className={styles.more}>
          see more<span className="visually-hidden"> about {company.key}</span>
        </Link>
      </div>
    </article>
  );
}
