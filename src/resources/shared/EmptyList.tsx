import Inbox from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useGetResourceLabel, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/** An empty list says so and, for a role that may create, offers to. */
export function EmptyList() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const label = useGetResourceLabel()(resource, 0);
  const { hasCreate } = useResourceDefinition();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const canCreate = hasCreate && canAccess;
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary', flex: 1 }} role="status">
      <Inbox sx={{ fontSize: 96 }} aria-hidden />
      <Typography variant="h5" component="p" gutterBottom>
        {translate('screens.empty.none', { name: label })}
      </Typography>
      {canCreate && (
        <>
          <Typography sx={{ mb: 2 }}>{translate('screens.empty.invite')}</Typography>
          <CreateButton variant="contained" />
        </>
      )}
    </Box>
  );
}
