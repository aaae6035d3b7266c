import ContentCopy from '@mui/icons-material/ContentCopy';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

interface Props {
  email: string;
  password: string;
  onClose: () => void;
}

/** The created user's one-time password, shown once, with a button to copy it. */
export function TemporaryPasswordDialog({ email, password, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      notify('resources.users.created.copied', { type: 'info' });
    } catch {
      notify('resources.users.created.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title">{translate('resources.users.created.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.users.created.intro', { email })}</DialogContentText>
        <TextField
          label={translate('resources.users.created.password')}
          value={password}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'temporary-password', onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() },
            input: {
              endAdornment: (
                <Tooltip title={translate('resources.users.created.copy')}>
                  <IconButton onClick={copy} aria-label={translate('resources.users.created.copy')}>
                    <ContentCopy />
                  </IconButton>
                </Tooltip>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('resources.users.created.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
