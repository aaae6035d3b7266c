import Autorenew from '@mui/icons-material/Autorenew';
import { IconButton, Tooltip } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { maxLength, minLength, required, TextInput, useTranslate } from 'react-admin';
import { newWebhookSecret } from './webhookFields';

const validateSecret = [required(), minLength(16), maxLength(200)];

/**
 * The signing secret. The server never answers it, so it is in view only while typed or made here:
 * a new webhook starts with one made in the browser; an edit asks for it again (the contract wants it
 * on every save), the receiver's current one to keep it, or a new one.
 */
export function SecretInput({ helperText }: { helperText: string }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const label = translate('resources.webhooks.action.new_secret');
  return (
    <TextInput
      source="secret"
      validate={validateSecret}
      helperText={helperText}
      autoComplete="off"
      sx={{ gridColumn: '1 / -1' }}
      slotProps={{
        input: {
          endAdornment: (
            <Tooltip title={label}>
              <IconButton
                aria-label={label}
                onClick={() => setValue('secret', newWebhookSecret(), { shouldDirty: true, shouldValidate: true })}
              >
                <Autorenew />
              </IconButton>
            </Tooltip>
          ),
        },
      }}
    />
  );
}
