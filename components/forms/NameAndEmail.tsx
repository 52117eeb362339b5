// The row of name and e-mail that the comment, quick contact and volunteer forms open with.
import { EmailField } from './fields/EmailField';
import { TextField } from './fields/TextField';
import type { FieldOf } from './use-action-form';
import styles from './forms.module.css';

export function NameAndEmail({ field, labels }: { field: FieldOf; labels: { name: string; email: string } }) {
  return (
    <div className={styles.row}>
      <TextField {...field('name')} label={labels.name} autoComplete="name" />
      <EmailField {...field('email')} label={labels.email} />
    </div>
  );
}
