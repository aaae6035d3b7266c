import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PasswordDialogType, PasswordErrors, PasswordValues } from './passwordValidation';

interface PasswordFieldsProps {
  type: PasswordDialogType;
  values: PasswordValues;
  errors: PasswordErrors;
  onChange: (field: keyof PasswordValues, value: string) => void;
}

const FIELDS: { field: keyof PasswordValues; label: string; types: PasswordDialogType[]; autoComplete: string }[] = [
  { field: 'oldPassword', label: 'shell.password.old', types: ['change'], autoComplete: 'current-password' },
  { field: 'code', label: 'shell.password.code', types: ['forgot'], autoComplete: 'one-time-code' },
  { field: 'newPassword', label: 'shell.password.new', types: ['change', 'forgot', 'new'], autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'shell.password.confirm', types: ['change', 'forgot', 'new'], autoComplete: 'new-password' },
];

/** The password dialog's inputs for one dialog type, with their validation messages. */
export function PasswordFields({ type, values, errors, onChange }: PasswordFieldsProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {FIELDS.filter(({ types }) => types.includes(type)).map(({ field, label, autoComplete }) => (
        <TextField
          key={field}
          name={field}
          variant="outlined"
          type={field === 'code' ? 'text' : 'password'}
          label={translate(label)}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={Boolean(errors[field])}
          helperText={errors[field] ? translate(errors[field]) : undefined}
          autoComplete={autoComplete}
          autoFocus={field === FIELDS.find((f) => f.types.includes(type))?.field}
          required
          fullWidth
        />
      ))}
    </Stack>
  );
}
