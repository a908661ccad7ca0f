import type { ChangeEvent } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps {
  /** Form field name; the input's id is derived from it. */
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Shown under the field and announced with it; also marks the field invalid. */
  error?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled input or textarea with its own error message. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  required = false,
  autoComplete,
  placeholder,
}: TextFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const controlProps = {
    id,
    name,
    value,
    onChange,
    required,
    autoComplete,
    placeholder,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={6} {...controlProps} /> : <input type={type} {...controlProps} />}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
