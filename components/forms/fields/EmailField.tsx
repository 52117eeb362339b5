// The e-mail field every form that sends has: an address input the browser can fill in.
import { TextField, type TextFieldProps } from './TextField';

export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return <TextField {...props} type="email" autoComplete="email" />;
}
